import { z } from 'zod';
import { MAX_ISSUES, validationBody } from '../../error-handler';
import { yieldToOthers } from '../../http/long-writes';
import {
  crossCheck,
  type DocumentIssue,
  documentHead,
  type ExportDocument,
  exportClassSchema,
} from './document';
import { TEACHER_SECTIONS } from './sections';

// A restore file holds up to about 100,000 records (src/shared/exports/limits.ts). Validated in
// one go, that is over a second of work on the thread that answers every request; here it is
// done a class (or 100 lesson plans) at a time, with a turn of the event loop in between
// (docs/decisions/0045-restore-in-batches-behind-a-staging-account.md). Same schemas, same
// messages as validating the whole document at once.

const SLICE = 100;

const fromZod = (prefix: (string | number)[], issues: z.core.$ZodIssue[]): DocumentIssue[] =>
  issues.map((i) => ({ path: [...prefix, ...(i.path as (string | number)[])], message: i.message }));

export type Validated =
  | { doc: ExportDocument; issues?: undefined }
  | { doc?: undefined; issues: DocumentIssue[] };

export async function validateDocument(body: unknown): Promise<Validated> {
  const top = documentHead.safeParse(body);
  if (!top.success) return { issues: fromZod([], top.error.issues).slice(0, MAX_ISSUES) };
  const issues: DocumentIssue[] = [];
  const classes: ExportDocument['classes'] = [];
  for (const [i, item] of top.data.classes.entries()) {
    await yieldToOthers();
    const parsed = exportClassSchema.safeParse(item);
    if (parsed.success) classes.push(parsed.data);
    else issues.push(...fromZod(['classes', i], parsed.error.issues));
    if (issues.length >= MAX_ISSUES) return { issues: issues.slice(0, MAX_ISSUES) };
  }
  const sections: Record<string, unknown[]> = {};
  for (const section of TEACHER_SECTIONS) {
    const items = (top.data as unknown as Record<string, unknown[]>)[section.key] ?? [];
    sections[section.key] = [];
    for (let at = 0; at < items.length; at += SLICE) {
      await yieldToOthers();
      const parsed = z.array(section.item).safeParse(items.slice(at, at + SLICE));
      if (parsed.success) sections[section.key].push(...parsed.data);
      else {
        issues.push(
          ...parsed.error.issues.map((i) => {
            const [index, ...rest] = i.path as (string | number)[];
            return { path: [section.key, at + Number(index), ...rest], message: i.message };
          }),
        );
      }
      if (issues.length >= MAX_ISSUES) return { issues: issues.slice(0, MAX_ISSUES) };
    }
  }
  if (issues.length > 0) return { issues };
  const doc = { ...top.data, ...sections, classes } as ExportDocument;
  const spanning = crossCheck(doc);
  return spanning.length > 0 ? { issues: spanning.slice(0, MAX_ISSUES) } : { doc };
}

/** The error body of a refused document: the same as for any invalid request. */
export const issuesBody = (issues: DocumentIssue[]) =>
  validationBody(issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
