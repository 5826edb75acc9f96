import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** Bytes read from a file's start to decide its type: enough for an Office zip's first entries. */
const SNIFF_BYTES = 256 * 1024;

/**
 * What file-type reports for the lesson-plan types (pdf, doc, docx, ppt, pptx,
 * xls, xlsx, txt, jpg, jpeg, png, gif, mp4, mp3, mov, avi), by content. Old Office files (doc,
 * ppt, xls) are all Compound File Binary ('cfb').
 */
const ALLOWED: Record<string, string> = {
  pdf: 'application/pdf',
  cfb: 'application/x-cfb',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mp3: 'audio/mpeg',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};

const OLD_OFFICE: Record<string, string> = {
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
};

/** The extension a stored content type is downloaded with. */
export function extensionOf(contentType: string): string {
  const type = contentType.split(';')[0];
  if (OLD_OFFICE[type]) return OLD_OFFICE[type];
  if (type === 'text/plain') return 'txt';
  const found = Object.entries(ALLOWED).find(([, t]) => t === type);
  return found ? found[0] : 'bin';
}

/** What each accepted type is called in a refusal ('is not a PDF'). */
const TYPE_NAMES: Record<string, string> = {
  pdf: 'a PDF',
  doc: 'a Word document',
  docx: 'a Word document',
  ppt: 'a PowerPoint file',
  pptx: 'a PowerPoint file',
  xls: 'an Excel file',
  xlsx: 'an Excel file',
  txt: 'plain text',
  jpg: 'a JPEG image',
  png: 'a PNG image',
  gif: 'a GIF image',
  mp4: 'an MP4 video',
  m4v: 'an MP4 video',
  mov: 'a QuickTime video',
  avi: 'an AVI video',
  mp3: 'an MP3 file',
};

const TYPE_LIST = 'pdf, doc, docx, ppt, pptx, xls, xlsx, txt, jpg, png, gif, mp4, mp3, mov or avi';

/**
 * Why a file was refused by its content. A file whose name and declared type are an accepted
 * kind (a '.pdf') hears that its content is not that kind, not the list of accepted types it
 * seems to match already; anything else hears the list.
 */
export function refusalMessage(declared?: string): string {
  const name = declared ? TYPE_NAMES[extensionOf(declared.toLowerCase())] : undefined;
  return name
    ? `The file's content is not ${name}, whatever its name says: it may be damaged or renamed. Save or export it again as ${name} and upload that.`
    : `File type not allowed: use ${TYPE_LIST}`;
}

export interface CheckedType {
  ext: string;
  contentType: string;
}

async function readStart(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= max) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, max);
}

/** Plain text: valid UTF-8 without NUL or other binary control bytes. */
function isText(sample: Buffer): boolean {
  if (sample.length === 0) return false;
  // A cut in the middle of a multi-byte character at the end of the sample is not an error.
  const body = sample.length === SNIFF_BYTES ? sample.subarray(0, sample.length - 4) : sample;
  for (const byte of body) {
    if (byte === 0 || (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12)) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's type by its content, if it is one the lesson plans accept; null otherwise (an
 * executable renamed to .pdf, a zip, an HTML page, an SVG). Text with no magic number is
 * accepted as plain text (txt) and always served as such.
 */
export async function checkFileType(stream: Readable, declared?: string): Promise<CheckedType | null> {
  const sample = await readStart(stream, SNIFF_BYTES);
  const detected = await fileTypeFromBuffer(sample);
  if (detected) {
    if (detected.ext === 'cfb') {
      // doc, xls and ppt share one container; the browser's declared type tells them apart.
      const old = OLD_OFFICE[declared?.split(';')[0].trim().toLowerCase() ?? ''];
      return old
        ? { ext: old, contentType: declared!.split(';')[0].trim().toLowerCase() }
        : { ext: 'bin', contentType: ALLOWED.cfb };
    }
    const contentType = ALLOWED[detected.ext];
    return contentType ? { ext: detected.ext, contentType } : null;
  }
  // Markup is text too, but a browser would run it: refused, not stored as "text".
  const head = sample.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  if (/^(<!doctype|<html|<svg|<\?xml|<script)/.test(head)) return null;
  return isText(sample) ? { ext: 'txt', contentType: 'text/plain; charset=utf-8' } : null;
}

/** Types a browser shows without running anything; everything else is downloaded. */
export function dispositionFor(contentType: string, key: string) {
  const ext = extensionOf(contentType);
  const inline = /^(application\/pdf|image\/(png|jpeg|gif)|video\/|audio\/)/.test(contentType);
  return `${inline ? 'inline' : 'attachment'}; filename="lesson-file-${key.slice(0, 8)}.${ext}"`;
}
