import { type ImportRowInput, importRowSchema } from './schemas';

// Which column of a roster file holds what, and the rows it yields. Pure: the
// records come in as a table of strings (row 0 the header), so the same rules run in the
// browser's import dialog, in the unit tests over real-looking files and anywhere else.
//
// Beyond the spec's column names, the files schools really have: a OneRoster users.csv
// (givenName, familyName, role), a Clever students.csv (First_name, Last_name, Student_email)
// and PowerSchool's single "Last, First" column (LastFirst).

type Field = 'firstName' | 'lastName' | 'fullName' | 'nickname' | 'email' | 'photoUrl' | 'className' | 'role';

/** Header names, compared without case, spaces, '_' or '-' ('First Name' = 'first_name'). */
const ALIASES: Record<Field, string[]> = {
  firstName: ['firstname', 'givenname', 'studentfirstname', 'first'],
  lastName: ['lastname', 'familyname', 'surname', 'studentlastname', 'last'],
  fullName: ['lastfirst', 'studentname', 'fullname', 'name'],
  nickname: ['nickname', 'preferredname', 'preferredfirstname'],
  email: ['email', 'emailaddress', 'studentemail'],
  photoUrl: ['photourl', 'photo'],
  className: ['classname', 'class', 'sectionname', 'section', 'coursename', 'course', 'homeroom'],
  role: ['role'],
};

export const normalizeHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export type ColumnMap = Partial<Record<Field, number>>;

/** The column index of each field; the first matching column wins. */
export function mapColumns(header: readonly string[]): ColumnMap {
  const normalized = header.map(normalizeHeader);
  const map: ColumnMap = {};
  for (const [field, names] of Object.entries(ALIASES) as [Field, string[]][]) {
    for (const name of names) {
      const at = normalized.indexOf(name);
      if (at >= 0) {
        map[field] = at;
        break;
      }
    }
  }
  return map;
}

/** "Lovelace, Ada" → Ada Lovelace; "Ada Lovelace" → first words and the last word. */
export function splitFullName(value: string): { firstName: string; lastName: string } {
  const v = value.trim().replace(/\s+/g, ' ');
  const comma = v.indexOf(',');
  if (comma >= 0) return { lastName: v.slice(0, comma).trim(), firstName: v.slice(comma + 1).trim() };
  const space = v.lastIndexOf(' ');
  if (space < 0) return { firstName: v, lastName: '' };
  return { firstName: v.slice(0, space), lastName: v.slice(space + 1) };
}

export interface RosterMapping {
  /** Valid rows, each with `row`: its row in the file as a spreadsheet counts (header = 1). */
  rows: ImportRowInput[];
  /** 'Row N: …' messages; any of them refuses the whole file. */
  errors: string[];
  /** Rows of teachers, parents and others in a OneRoster or SIS file, left out. */
  skippedNonStudents: number;
  /** The file has no class column: every row goes to `defaultClassName`. */
  usesDefaultClass: boolean;
}

export interface MapOptions {
  /** Where rows go when the file has no class column at all (the dialog's choice). */
  defaultClassName?: string;
}

export const NO_NAME_COLUMNS =
  'The file needs a first name and a last name column (firstName and lastName), or one name column (LastFirst)';

/** Maps a parsed table (row 0 the header) to import rows and 'Row N' errors. */
export function mapRosterRecords(
  records: readonly (readonly string[])[],
  options: MapOptions = {},
): RosterMapping {
  const result: RosterMapping = { rows: [], errors: [], skippedNonStudents: 0, usesDefaultClass: false };
  const [header, ...body] = records;
  if (!header) return result;
  const cols = mapColumns(header);
  const hasNames =
    (cols.firstName !== undefined && cols.lastName !== undefined) || cols.fullName !== undefined;
  if (!hasNames) {
    if (body.some((r) => !isBlank(r))) result.errors.push(NO_NAME_COLUMNS);
    return result;
  }
  result.usesDefaultClass = cols.className === undefined;
  const cell = (r: readonly string[], f: Field) => {
    const at = cols[f];
    return at === undefined ? '' : (r[at] ?? '').trim();
  };

  body.forEach((record, i) => {
    const row = i + 2;
    if (isBlank(record)) return;
    const role = cell(record, 'role');
    if (cols.role !== undefined && role.toLowerCase() !== 'student') {
      result.skippedNonStudents++;
      return;
    }
    let firstName = cell(record, 'firstName');
    let lastName = cell(record, 'lastName');
    if (cols.firstName === undefined || cols.lastName === undefined) {
      ({ firstName, lastName } = splitFullName(cell(record, 'fullName')));
    }
    if (!firstName || !lastName) {
      result.errors.push(`Row ${row}: Missing first name or last name`);
      return;
    }
    const className = result.usesDefaultClass
      ? (options.defaultClassName ?? '').trim()
      : cell(record, 'className');
    if (!className) {
      result.errors.push(`Row ${row}: Missing class name`);
      return;
    }
    const candidate: ImportRowInput = { row, firstName, lastName, className };
    // Empty optional values are left out.
    for (const f of ['nickname', 'email', 'photoUrl'] as const) {
      const v = cell(record, f);
      if (v) candidate[f] = v;
    }
    const checked = importRowSchema.safeParse(candidate);
    if (checked.success) {
      result.rows.push(candidate);
    } else {
      const issue = checked.error.issues[0];
      const field = /^[a-z]/.test(issue.message) ? `${String(issue.path[0])} ` : '';
      result.errors.push(`Row ${row}: ${field}${issue.message}`);
    }
  });
  return result;
}

const isBlank = (record: readonly string[]) => record.every((c) => c.trim() === '');
