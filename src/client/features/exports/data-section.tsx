import { SettingsSection } from '@client/components/layout/settings-section';
import { Alert } from '@client/components/ui/alert';
import { Button, buttonClasses } from '@client/components/ui/button';
import { api } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { toast, toastError } from '@client/lib/toast';
import { countOf } from '@shared/common/plural';
import type { RestoreResponse, RestoreSummary } from '@shared/exports/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Database, Download, TriangleAlert, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { downloadRawData } from './exports-api';

// Account settings 'Your Data': take everything out, bring it back in. A restore is
// previewed (a dry run on the server) before anything is written.

export function describeSummary(s: RestoreSummary): string {
  const parts = [
    countOf(s.classes, 'class', 'classes'),
    countOf(s.students, 'student'),
    countOf(s.behaviorRecords, 'behavior record'),
    countOf(s.homeworkEntries, 'homework entry', 'homework entries'),
    countOf(s.skillScores, 'skill score'),
    ...Object.entries(s.more)
      .filter(([, n]) => n > 0)
      // The server names these areas in the plural ('questions', 'lesson plans').
      .map(([label, n]) => countOf(n, label.replace(/s$/, ''), label)),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Uploaded files travel as addresses only (decision 0029): the preview says so, with how many
 * of the file's resources are uploads and how many a restore leaves out (decision 0083).
 */
export function describeFiles(s: RestoreSummary): string {
  const n = s.uploadedFiles;
  if (n === 0) return 'Uploaded files are never part of an export; this file refers to none.';
  const one = n === 1;
  const files = `${countOf(n, 'uploaded file')} in lesson plans ${one ? 'is' : 'are'} not in this export (only ${one ? 'its' : 'their'} address is)`;
  const out = s.uploadedFilesLeftOut;
  if (out === 0)
    return `${files}, but ${one ? 'it is' : 'they are'} still in this account: ${one ? 'it stays' : 'they stay'} linked.`;
  const which = out === n ? (one ? 'that resource' : 'those resources') : `${out} of those resources`;
  return `${files}: ${which} will be left out. Upload ${out === 1 ? 'it' : 'them'} again after restoring.`;
}

/** What a restore would add a second time, or null (decision 0083). */
export function describeDuplicates(s: RestoreSummary): string | null {
  const { classes, lessonPlans } = s.alreadyPresent;
  if (!classes.length && !lessonPlans) return null;
  const parts = [
    ...(classes.length
      ? [`${classes.length === 1 ? 'the class' : 'the classes'} ${classes.map((c) => `'${c}'`).join(', ')}`]
      : []),
    ...(lessonPlans ? [countOf(lessonPlans, 'lesson plan')] : []),
  ];
  return `You already have ${parts.join(' and ')} from this file (restored before, or never removed). Restoring adds ${classes.length + lessonPlans === 1 ? 'it' : 'them'} again as duplicates.`;
}

export function DataSection() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [downloading, setDownloading] = useState(false);
  const [file, setFile] = useState<{ name: string; doc: unknown; summary: RestoreSummary } | null>(null);
  const [checking, setChecking] = useState(false);
  const [restoring, setRestoring] = useState(false);

  const onDownload = async () => {
    setDownloading(true);
    await downloadRawData();
    setDownloading(false);
  };

  const onFile = async (chosen: File) => {
    setFile(null);
    setChecking(true);
    try {
      let doc: unknown;
      try {
        doc = JSON.parse(await chosen.text());
      } catch {
        toastError('Please choose a Remote Chalk export (.json).', undefined, 'Invalid File');
        return;
      }
      const summary = await api.post<RestoreSummary>('/api/import/full?dryRun=true', doc);
      setFile({ name: chosen.name, doc, summary });
    } catch (error) {
      toastError('This file cannot be restored.', error, 'Invalid File');
    } finally {
      setChecking(false);
    }
  };

  const onRestore = async () => {
    if (!file) return;
    setRestoring(true);
    try {
      const result = await api.post<RestoreResponse>('/api/import/full', file.doc);
      await queryClient.invalidateQueries();
      toast({
        title: 'Data Restored',
        description: `Created ${describeSummary(result)}.`,
        variant: 'success',
      });
      setFile(null);
    } catch (error) {
      toastError('Nothing was restored. Please try again.', error, 'Restore Failed');
    } finally {
      setRestoring(false);
    }
  };

  return (
    <SettingsSection
      id="data-title"
      icon={<Database />}
      title="Your Data"
      description="Download everything you keep in Remote Chalk as one file, or restore such a file into this account (from this server or another)."
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void onDownload()} loading={downloading}>
            {downloading ? null : <Download aria-hidden="true" />}
            Download all my data
          </Button>
          <label
            htmlFor={inputId}
            className={buttonClasses(
              'outline',
              'md',
              cn(
                'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                (checking || restoring) && 'pointer-events-none opacity-60',
              ),
            )}
          >
            <Upload aria-hidden="true" />
            {checking ? 'Checking...' : 'Restore from a file'}
            <input
              id={inputId}
              type="file"
              accept=".json,application/json"
              className="sr-only"
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                e.target.value = '';
                if (chosen) void onFile(chosen);
              }}
            />
          </label>
        </div>
        {file ? (
          <div className="grid gap-3">
            <Alert variant="info" icon={<Upload />} title={`Restore ${file.name}?`}>
              <p>
                Exported {new Date(file.summary.exportedAt).toLocaleDateString()} by{' '}
                {file.summary.teacherName}. This adds <strong>{describeSummary(file.summary)}</strong> to your
                account, beside what you already have.
              </p>
              {file.summary.unknownSkills.length > 0 ? (
                <p className="mt-1">
                  Points of skills this server does not have are left out:{' '}
                  {file.summary.unknownSkills.join(', ')}.
                </p>
              ) : null}
              <p className="mt-1">{describeFiles(file.summary)}</p>
              {/* Family accounts are not restored (decision 0101): families link again with a new code. */}
              {file.summary.familyNote ? <p className="mt-1">{file.summary.familyNote}</p> : null}
            </Alert>
            {describeDuplicates(file.summary) ? (
              <Alert variant="warning" icon={<TriangleAlert />} title="Already in your account">
                <p>{describeDuplicates(file.summary)}</p>
              </Alert>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void onRestore()} loading={restoring}>
                {restoring ? 'Restoring...' : 'Restore'}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setFile(null)} disabled={restoring}>
                Cancel
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </SettingsSection>
  );
}
