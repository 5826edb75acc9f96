import { mapRosterRecords, type RosterMapping } from '@shared/roster/column-mapping';
import { CsvParseError, type CsvTable, parseCsv } from '@shared/roster/parse-csv';

// From a chosen or dropped file to a table, with the spec's failure texts.

export interface RosterProblem {
  title: string;
  description: string;
}

export const isCsvFile = (file: File) => file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');

export const INVALID_FILE: RosterProblem = {
  title: 'Invalid File',
  description: 'Please upload a CSV file.',
};
export const NO_DATA: RosterProblem = {
  title: 'No Data Found',
  description: 'The CSV file appears to be empty or has no valid student data.',
};

export async function readRosterFile(file: File): Promise<CsvTable | RosterProblem> {
  if (!isCsvFile(file)) return INVALID_FILE;
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return {
      title: 'File Error',
      description: `Failed to read file: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) {
      return { title: 'Parse Error', description: 'Failed to parse CSV file. Please check the format.' };
    }
    throw error;
  }
}

/** The rows to preview, or the problem to show instead. */
export function mapTable(table: CsvTable, defaultClassName: string): RosterMapping | RosterProblem {
  const mapping = mapRosterRecords(table, { defaultClassName });
  if (mapping.errors.length > 0)
    return { title: 'CSV Import Errors', description: mapping.errors.join('; ') };
  if (mapping.rows.length === 0) return NO_DATA;
  return mapping;
}

export const isProblem = (v: unknown): v is RosterProblem =>
  typeof v === 'object' && v !== null && 'title' in v && 'description' in v;
