import { Button } from '@client/components/ui/button';
import { toastError } from '@client/lib/toast';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { checkLessonFile, LESSON_FILE_ACCEPT, uploadFile } from './uploads-api';

/**
 * 'Upload File': picks one file, checks size and type, uploads it with a progress bar and hands
 * back its address. Errors are toasts ('File too large', the server's reason, 'Upload failed').
 */
export function FileUploadButton({
  onUploaded,
  label = 'Upload File',
}: {
  onUploaded: (fileURL: string, file: File) => void;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [name, setName] = useState('');
  const hintId = useId();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkLessonFile(file);
    if (problem) {
      if (problem === 'File too large') toastError('Files can be up to 50 MB.', undefined, problem);
      else toastError(problem);
      return;
    }
    setName(file.name);
    setProgress(0);
    try {
      const url = await uploadFile(file, setProgress);
      onUploaded(url, file);
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Upload failed';
      toastError(message, undefined, message === 'File too large' ? message : 'Error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-2">
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept={LESSON_FILE_ACCEPT}
        data-testid="lesson-file-input"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button
        type="button"
        variant="outline"
        disabled={progress !== null}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        {progress !== null ? 'Uploading...' : label}
      </Button>
      <p id={hintId} className="text-xs text-muted-foreground">
        PDF, Office, text, images, audio or video, up to 50 MB.
      </p>
      {progress !== null ? (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={`Uploading ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-surface-muted"
          >
            <div
              className="h-full bg-brand transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
          <p className="truncate text-xs text-muted-foreground">
            {name} — {Math.round(progress * 100)}%
          </p>
        </div>
      ) : null}
    </div>
  );
}
