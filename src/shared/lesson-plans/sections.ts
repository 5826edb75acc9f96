// Section, period and resource rules of the lesson plans, shared by the
// forms and the server. No I/O.

/** Every section number the data model allows: 101-103, 201-203, ... 801-803. */
export const ALLOWED_SECTION_NUMBERS: readonly string[] = Array.from({ length: 8 }, (_, p) =>
  [1, 2, 3].map((s) => `${p + 1}0${s}`),
).flat();

/** The seven sections a teacher picks from on the pages. */
export const SELECTABLE_SECTIONS = ['601', '602', '701', '702', '801', '802', '803'] as const;

export const PERIODS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** A section belongs to the period of its hundreds digit ('601' → 6). */
export const periodOfSection = (sectionNumber: string) => Number(sectionNumber.slice(0, 1));

/** /add-content?period=: 6, 7 or 8 limits the offered sections; anything else offers all seven. */
export function sectionsForPeriodQuery(period: string | null): string[] {
  const n = Number(period);
  if (period && [6, 7, 8].includes(n)) return SELECTABLE_SECTIONS.filter((s) => periodOfSection(s) === n);
  return [...SELECTABLE_SECTIONS];
}

/** The name of a section created by the add-content flow: 'Period 6 Content'. */
export const addContentSectionName = (sectionNumber: string) =>
  `Period ${periodOfSection(sectionNumber)} Content`;

export const RESOURCE_TYPES = ['google_doc', 'google_slide', 'youtube', 'other'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  google_doc: 'Google Doc',
  google_slide: 'Google Slides',
  youtube: 'YouTube Video',
  other: 'File/Website/Other',
};

/** Where an uploaded file is read: a path on this site, the same for every storage. */
export const FILE_URL_PREFIX = '/api/objects/';
const FILE_URL = /^\/api\/objects\/[A-Za-z0-9_-]{16,64}$/;

/** The object key of an uploaded file's URL, or null for any other address. */
export const fileKeyOf = (url: string) => (FILE_URL.test(url) ? url.slice(FILE_URL_PREFIX.length) : null);

/**
 * A resource address a page may link to: http(s), or an uploaded file on this site. Never
 * javascript:, data: or anything else a click could run.
 */
export function isSafeResourceUrl(url: string): boolean {
  if (fileKeyOf(url)) return true;
  if (!/^https?:\/\//i.test(url) || /\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** Lesson-plan dialogs accept files up to 50 MB. */
export const MAX_LESSON_FILE_BYTES = 50 * 1024 * 1024;

/** The file types the lesson-plan dialogs accept, by extension (the server checks content). */
export const LESSON_FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'txt',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'mp4',
  'mp3',
  'mov',
  'avi',
] as const;

/** Today as YYYY-MM-DD in the browser's (or server's) own time zone, not UTC. */
export function localDate(d = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
