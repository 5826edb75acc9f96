// Download names: the class or student and the date, safe in any file system and header.

/** 2026-11-25 (UTC). */
export const fileDate = (d = new Date()) => d.toISOString().slice(0, 10);

/** "Period 3: Science!" → "Period-3-Science". */
export function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return s || 'export';
}

/** A Content-Disposition header for a download of this name (ASCII, from slug()). */
export const attachment = (name: string) => `attachment; filename="${name}"`;
