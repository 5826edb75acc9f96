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

/**
 * /add-content?period=: the sections of that period, so content added from a period's card lands
 * in that period (decision 0081). Periods 6-8 offer the spec's selectable sections of the period;
 * periods 1-5, which have none of those, offer their own three (301-303 for Period 3). Anything
 * else (or none) offers all seven.
 */
export function sectionsForPeriodQuery(period: string | null): string[] {
  if (!period || !/^[1-8]$/.test(period)) return [...SELECTABLE_SECTIONS];
  const n = Number(period);
  const selectable = SELECTABLE_SECTIONS.filter((s) => periodOfSection(s) === n);
  return selectable.length ? selectable : ALLOWED_SECTION_NUMBERS.filter((s) => periodOfSection(s) === n);
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

/** The host of an address without 'www.' or 'm.', lower case; null when it is not a web address. */
function hostAndPath(url: string): { host: string; path: string } | null {
  try {
    const u = new URL(url);
    return { host: u.hostname.toLowerCase().replace(/^(www|m)\./, ''), path: u.pathname };
  } catch {
    return null;
  }
}

const isHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The spec's type a link most likely is, read from its address (decision 0082): Google Docs
 * documents and Slides presentations, YouTube (youtube.com, youtu.be), and everything else
 * 'other' (a PhET simulation, a Google Sheet, any website). The teacher can change it.
 */
export function inferResourceType(url: string): ResourceType {
  const at = hostAndPath(url.trim());
  if (!at) return 'other';
  if (at.host === 'docs.google.com' && at.path.startsWith('/document')) return 'google_doc';
  if (at.host === 'docs.google.com' && at.path.startsWith('/presentation')) return 'google_slide';
  if (isHost(at.host, 'youtube.com') || at.host === 'youtu.be' || isHost(at.host, 'youtube-nocookie.com'))
    return 'youtube';
  return 'other';
}

/** What a link of type 'other' is, by its address: a few sites teachers use, else 'Website'. */
function siteLabel(url: string): string {
  const at = hostAndPath(url);
  if (!at) return 'Website';
  if (isHost(at.host, 'phet.colorado.edu')) return 'PhET Simulation';
  if (at.host === 'docs.google.com' && at.path.startsWith('/spreadsheets')) return 'Google Sheets';
  if (at.host === 'docs.google.com' && at.path.startsWith('/forms')) return 'Google Form';
  if (at.host === 'forms.gle') return 'Google Form';
  if (at.host === 'drive.google.com') return 'Google Drive';
  return 'Website';
}

/** What an uploaded file is, by its content type (or, before it is known, its name). */
export function fileLabel(contentType: string | null | undefined, name = ''): string {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (type === 'application/pdf' || ext === 'pdf') return 'PDF';
  if (type.startsWith('image/') || ['jpg', 'jpeg', 'png', 'gif'].includes(ext)) return 'Image';
  if (type.startsWith('video/') || ['mp4', 'mov', 'avi'].includes(ext)) return 'Video';
  if (type.startsWith('audio/') || ext === 'mp3') return 'Audio';
  if (type.includes('wordprocessing') || type === 'application/msword' || ['doc', 'docx'].includes(ext))
    return 'Word Document';
  if (type.includes('presentation') || type.includes('powerpoint') || ['ppt', 'pptx'].includes(ext))
    return 'PowerPoint';
  if (type.includes('spreadsheet') || type.includes('excel') || ['xls', 'xlsx'].includes(ext))
    return 'Spreadsheet';
  if (type === 'text/plain' || ext === 'txt') return 'Text File';
  return 'File';
}

/**
 * The badge of a resource: the spec's label of its type, except for 'other', which says what it
 * is: an uploaded file by its kind ('PDF'), a link by its site ('PhET Simulation', 'Website').
 */
export function resourceLabel(r: { resourceType: string; url: string; fileType?: string | null }): string {
  if (r.resourceType !== 'other' && r.resourceType in RESOURCE_TYPE_LABELS)
    return RESOURCE_TYPE_LABELS[r.resourceType as ResourceType];
  if (fileKeyOf(r.url)) return fileLabel(r.fileType);
  return siteLabel(r.url);
}

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
