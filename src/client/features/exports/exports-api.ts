import { api, responseError } from '@client/lib/api';
import { toast, toastError } from '@client/lib/toast';
import type { RestoreResponse, RestoreSummary } from '@shared/exports/schemas';

// The report and export downloads with their failure toasts, and the restore's two calls.

// Downloads a file the server answers as an attachment (reports, the full export): the browser
// saves it under the server's file name. Errors are the same ApiError as every other call.

const fileNameOf = (header: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;

export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw await responseError(res);
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

export const reportUrls = {
  summary: '/api/export/class-summary',
  classReport: (classId: number) => `/api/export/class-summary/${classId}`,
  classCsv: (classId: number) => `/api/export/class-summary/${classId}/csv`,
  studentReport: (studentId: number) => `/api/export/student-report/${studentId}`,
  raw: '/api/export',
};

const failed = (what: 'class' | 'student') =>
  toastError(`Unable to generate ${what} report. Please try again.`, undefined, 'Export Failed');

export async function downloadReport(url: string, what: 'class' | 'student'): Promise<boolean> {
  try {
    const name = await downloadFile(url, 'report.txt');
    toast({ title: 'Report Downloaded', description: name, variant: 'success' });
    return true;
  } catch {
    failed(what);
    return false;
  }
}

/** Export Raw Data: the full JSON export. The spec only logs a failure; a toast says it too. */
export async function downloadRawData(): Promise<void> {
  try {
    const name = await downloadFile(reportUrls.raw, 'remote-chalk-export.json');
    toast({ title: 'Data Exported', description: name, variant: 'success' });
  } catch (error) {
    console.warn('Raw data export failed', error);
    toastError('Unable to export your data. Please try again.', undefined, 'Export Failed');
  }
}

/** What restoring this export would create, without writing anything (a dry run). */
export const previewRestore = (doc: unknown) => api.post<RestoreSummary>('/api/import/full?dryRun=true', doc);

/** Restores an export into this account, all or nothing. */
export const restoreExport = (doc: unknown) => api.post<RestoreResponse>('/api/import/full', doc);
