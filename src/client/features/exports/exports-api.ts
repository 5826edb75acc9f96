import { toast, toastError } from '@client/lib/toast';
import { downloadFile } from './download';

// The report and export downloads with their failure toasts.

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
