import type { LucideIcon } from 'lucide-react';

/** A tab's encouraging empty message, big enough for the back row. */
export function ProjectorEmpty({
  icon: Icon,
  title,
  hint,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
}) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 rounded-3xl border-2 border-dashed border-input px-6 py-16 text-center">
      <Icon aria-hidden="true" className="size-16 text-brand lg:size-24" strokeWidth={1.75} />
      <p className="text-4xl font-extrabold tracking-tight lg:text-6xl">{title}</p>
      <p className="max-w-2xl text-xl text-muted-foreground lg:text-3xl">{hint}</p>
    </div>
  );
}
