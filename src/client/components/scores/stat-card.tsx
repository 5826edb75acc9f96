import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import type { ReactNode } from 'react';

interface StatCardProps {
  icon: ReactNode;
  title: string;
  value: string;
  note: string;
  valueClassName?: string;
}

/** A summary figure (the student's dashboard, the family's page): title, large value, a note. */
export function StatCard({ icon, title, value, note, valueClassName }: StatCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <span aria-hidden="true" className="text-brand [&_svg]:size-5">
          {icon}
        </span>
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className={cn('text-3xl font-bold tabular-nums', valueClassName)}>{value}</p>
        <CardDescription>{note}</CardDescription>
      </CardContent>
    </Card>
  );
}
