import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import type { BehaviorView } from '@shared/behaviors/schemas';
import { TrendingUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { EmptyRecords } from './behavior-records-list';

// recharts stays out of every other page's download: the charts load when this card renders.
const StudentProgressCharts = lazy(async () => ({
  default: (await import('./student-progress-charts')).StudentProgressCharts,
}));

interface ProgressChartCardProps {
  behaviors: BehaviorView[] | undefined;
  balance: number;
}

/** The balance over time and the positive / needs-work split, the two pictures teachers use most. */
export function ProgressChartCard({ behaviors, balance }: ProgressChartCardProps) {
  const loading = <Skeleton className="h-60 w-full" />;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp aria-hidden="true" className="size-5 text-brand" />
          Progress
        </CardTitle>
        <CardDescription>How the balance has moved, and how the behavior records split.</CardDescription>
      </CardHeader>
      <CardContent>
        {!behaviors ? (
          loading
        ) : behaviors.length === 0 ? (
          <EmptyRecords text="No behavior history yet. The charts appear with the first record." />
        ) : (
          <Suspense fallback={loading}>
            <StudentProgressCharts behaviors={behaviors} balance={balance} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
