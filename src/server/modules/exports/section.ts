import type { z } from 'zod';
import type { Db } from '../../db/client';

// How an area of the app joins the full export (decision 0019). Each area writes ONE section
// file in ./sections and adds it to the list in ./sections/index.ts; the document's schema, the
// export, the restore, its preview and the round-trip test pick it up from there.
//
// A class section (contracts, questions) lives in each class of the document under `key`; a
// teacher section (lesson plans, periods) at the top of the document. Rows refer to students and
// classes by the document's `ref`s, never by ids: a restore creates new ids.

export interface ExportRefs {
  /** Database id → ref in the document. */
  student: Map<number, string>;
  klass: Map<number, string>;
}

export interface RestoreRefs {
  /** Ref in the document → new database id. */
  student: Map<string, number>;
  klass: Map<string, number>;
  /** The account the rows are written under: the restore's staging account until it is complete. */
  teacherId: number;
  /** The teacher who restores: whose uploaded files a restored resource may link to. */
  restoringTeacherId: number;
}

/** A rule broken across items of a class (the item schemas see one item at a time). */
export interface ClassIssue {
  /** Under the class's section key: [index of the item, field …]. */
  path: (string | number)[];
  message: string;
}

export interface ClassSection<T = unknown> {
  key: string;
  /** Plural noun for the restore preview ('contracts'). */
  label: string;
  /** One item as written in the document (strict: unknown fields are refused). */
  item: z.ZodType<T>;
  /** The items of these classes, by class id, in a stable order; a constant number of queries. */
  collect(db: Db, classIds: number[], refs: ExportRefs): Promise<Map<number, T[]>>;
  /** The class's items against each other and its students' refs (one unified contract …). */
  check?(items: T[], studentRefs: Set<string>): ClassIssue[];
  /**
   * Writes the items (already validated, the class's checks passed) in multi-row batches with
   * `insertBatched`; a failure is undone by the restore (decision 0045).
   */
  restore(db: Db, items: { classId: number; item: T }[], refs: RestoreRefs): Promise<void>;
}

export interface TeacherSection<T = unknown> {
  key: string;
  label: string;
  item: z.ZodType<T>;
  collect(db: Db, teacherId: number, refs: ExportRefs): Promise<T[]>;
  restore(db: Db, items: T[], refs: RestoreRefs): Promise<void>;
}
