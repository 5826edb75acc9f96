import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapColumns, mapRosterRecords, NO_NAME_COLUMNS, splitFullName } from './column-mapping';
import { CsvParseError, parseCsv } from './parse-csv';

// The column mapping over real-looking roster files (tests/fixtures/roster).
const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/roster/${name}`, import.meta.url), 'utf8');
const read = (name: string, defaultClassName?: string) =>
  mapRosterRecords(parseCsv(fixture(name)), { defaultClassName });

describe('the spec’s columns', () => {
  it('reads every field, skips the empty line and counts rows as a spreadsheet does', () => {
    const m = read('spec-headers.csv');
    expect(m.errors).toEqual([]);
    expect(m.rows).toHaveLength(7);
    expect(m.rows[0]).toEqual({
      row: 2,
      firstName: 'Ada',
      lastName: 'Lovelace',
      nickname: 'Countess',
      email: 'ada.lovelace@school.edu',
      className: 'Period 2 Science',
    });
    // Empty optional values are left out.
    expect(m.rows[2]).toEqual({
      row: 4,
      firstName: 'Grace',
      lastName: 'Hopper',
      nickname: 'Amazing Grace',
      photoUrl: 'https://example.org/grace.jpg',
      className: 'Period 2 Science',
    });
    // Row 6 of the file is empty: Edsger is on row 7.
    expect(m.rows[4]).toMatchObject({ row: 7, firstName: 'Edsger', className: 'Period 4 Math' });
    expect(m.usesDefaultClass).toBe(false);
  });

  it('accepts the spaced header spellings and trims every value (CRLF lines)', () => {
    const m = read('spec-spaced-headers.csv');
    expect(m.errors).toEqual([]);
    expect(m.rows).toEqual([
      { row: 2, firstName: 'Ada', lastName: 'Lovelace', email: 'ADA@school.edu', className: 'science' },
      { row: 3, firstName: 'Alan', lastName: 'Turing', className: 'Science' },
    ]);
  });

  it.each([
    [['firstName', 'lastName', 'nickname', 'email', 'photoUrl', 'className']],
    [['First Name', 'Last Name', 'Nickname', 'Email', 'Photo URL', 'Class Name']],
    [['first_name', 'last_name', 'nickname', 'Email', 'photo_url', 'class']],
    [['firstName', 'lastName', 'Nickname', 'email', 'photoUrl', 'Class']],
  ])('maps every spelling the spec lists: %j', (header) => {
    expect(mapColumns(header)).toEqual({
      firstName: 0,
      lastName: 1,
      nickname: 2,
      email: 3,
      photoUrl: 4,
      className: 5,
    });
  });
});

describe('files from school systems', () => {
  it('OneRoster users.csv: givenName, familyName, email; only the students', () => {
    const m = read('oneroster-users.csv', 'Grade 4');
    expect(m.errors).toEqual([]);
    expect(m.skippedNonStudents).toBe(2);
    expect(m.usesDefaultClass).toBe(true);
    expect(m.rows.map((r) => [r.row, r.firstName, r.lastName, r.email ?? null, r.className])).toEqual([
      [3, 'Arnold', 'Perlstein', 'arnold.perlstein@students.district.org', 'Grade 4'],
      [4, 'Wanda', 'Li', 'wanda.li@students.district.org', 'Grade 4'],
      [6, 'Carlos', 'Ramon', null, 'Grade 4'],
    ]);
  });

  it('Clever students.csv: the student’s email, never the parent contact’s', () => {
    const m = read('clever-students.csv', 'Period 1');
    expect(m.errors).toEqual([]);
    expect(m.rows.map((r) => `${r.firstName} ${r.lastName} <${r.email ?? ''}>`)).toEqual([
      'Chidi Okafor <chidi.okafor@students.district.org>',
      'Eleanor Shellstrop <eleanor.s@students.district.org>',
      'Tahani Al-Jamil <>',
    ]);
  });

  it('PowerSchool LastFirst: one "Last, First" column', () => {
    const m = read('powerschool-lastfirst.csv');
    expect(m.errors).toEqual([]);
    expect(m.rows.map((r) => [r.firstName, r.lastName, r.className])).toEqual([
      ['Hiro', 'Nakamura', 'Algebra I'],
      ['María José', 'de la Cruz', 'Algebra I'],
      ['Siobhan', "O'Brien", 'Geometry'],
    ]);
  });

  it('Excel "CSV UTF-8" from a European locale: byte-order mark and ; separators', () => {
    const m = read('excel-bom-semicolon.csv');
    expect(m.errors).toEqual([]);
    expect(m.rows).toEqual([
      {
        row: 2,
        firstName: 'Jürgen',
        lastName: 'Müller',
        email: 'juergen.mueller@schule.de',
        className: 'Klasse 7b',
      },
      { row: 3, firstName: 'Zoë', lastName: 'François', className: 'Klasse 7b' },
    ]);
  });

  it('quoted fields keep their commas, line breaks and quotes', () => {
    const m = read('quoted-fields.csv');
    expect(m.errors).toEqual([]);
    expect(m.rows).toEqual([
      {
        row: 2,
        firstName: 'Mary, Jr.',
        lastName: 'Jackson',
        nickname: 'The\nEngineer',
        className: 'Period 1, Physics',
      },
      {
        row: 4,
        firstName: 'Dorothy',
        lastName: 'Vaughan',
        nickname: '"Dot"',
        className: 'Period 1, Physics',
      },
    ]);
  });
});

describe('errors', () => {
  it('names each bad row with the spec’s messages', () => {
    const m = read('error-rows.csv');
    expect(m.errors).toEqual(['Row 3: Missing first name or last name', 'Row 4: Missing class name']);
    expect(m.rows).toHaveLength(2);
  });

  it('checks each row with the server’s rules (lengths, email, photo address)', () => {
    const m = mapRosterRecords([
      ['firstName', 'lastName', 'email', 'photoUrl', 'class'],
      ['A'.repeat(101), 'Long', '', '', 'X'],
      ['Bad', 'Email', 'not-an-email', '', 'X'],
      ['Bad', 'Photo', '', 'javascript:alert(1)', 'X'],
    ]);
    expect(m.errors).toEqual([
      'Row 2: First name must be at most 100 characters',
      'Row 3: Please enter a valid email address',
      'Row 4: Photo URL must start with http://, https:// or /',
    ]);
  });

  it('a file without name columns says what it needs; an empty file has no rows', () => {
    expect(
      mapRosterRecords([
        ['id', 'grade'],
        ['1', '7'],
      ]).errors,
    ).toEqual([NO_NAME_COLUMNS]);
    expect(mapRosterRecords(parseCsv('firstName,lastName,className\n\n\n'))).toMatchObject({
      rows: [],
      errors: [],
    });
    expect(mapRosterRecords(parseCsv(''))).toMatchObject({ rows: [], errors: [] });
  });

  it('a file with no class column and no class chosen: every row is missing its class', () => {
    const m = read('clever-students.csv');
    expect(m.errors).toEqual([
      'Row 2: Missing class name',
      'Row 3: Missing class name',
      'Row 4: Missing class name',
    ]);
  });

  it('an unclosed quote is a parse error', () => {
    expect(() => parseCsv(fixture('unclosed-quote.csv'))).toThrow(CsvParseError);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Lovelace, Ada', 'Ada', 'Lovelace'],
    ['  de la Cruz ,  María  José ', 'María José', 'de la Cruz'],
    ['Ada King Lovelace', 'Ada King', 'Lovelace'],
    ['Cher', 'Cher', ''],
  ])('%s', (value, firstName, lastName) => {
    expect(splitFullName(value)).toEqual({ firstName, lastName });
  });
});
