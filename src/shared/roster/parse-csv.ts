import Papa from 'papaparse';

// Text of a CSV file → a table of strings. A UTF-8 byte-order mark (Excel's "CSV UTF-8") is
// dropped; the separator is guessed, so a European Excel's ';' works as well as ','; quoted
// fields may hold separators and line breaks. Empty lines stay in the table (they count as rows
// of the file); the column mapping skips them.

export type CsvTable = string[][];

export class CsvParseError extends Error {}

export function parseCsv(text: string): CsvTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  // A quote left open swallows the rest of the file: the table cannot be trusted.
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal)
    throw new CsvParseError(`${fatal.message}${fatal.row !== undefined ? ` (row ${fatal.row + 1})` : ''}`);
  const rows = parsed.data;
  // The last line break of a file leaves an empty record behind.
  while (rows.length > 0 && rows[rows.length - 1].every((c) => c === '')) rows.pop();
  return rows;
}
