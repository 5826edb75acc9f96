import { buttonClasses } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';

/** Drop a .csv file here, or choose one with the file picker (keyboard: the Choose File button). */
export function DropZone({ onFile, busy }: { onFile: (file: File) => void; busy?: boolean }) {
  const [over, setOver] = useState(false);
  const inputId = useId();
  return (
    <section
      aria-label="CSV file"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        over ? 'border-brand bg-brand-soft/60' : 'border-input bg-surface-muted/40',
      )}
    >
      <FileSpreadsheet aria-hidden="true" className="size-10 text-brand" />
      <div className="grid gap-1">
        <p className="font-medium">Drop your roster file here</p>
        <p className="text-sm text-muted-foreground">
          A .csv with a header row: first name, last name and class, plus nickname, email and photo if you
          have them. OneRoster, Clever and PowerSchool exports work too.
        </p>
      </div>
      <label
        htmlFor={inputId}
        className={buttonClasses(
          'outline',
          'md',
          cn(
            'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            busy && 'pointer-events-none opacity-60',
          ),
        )}
      >
        Choose File
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
    </section>
  );
}
