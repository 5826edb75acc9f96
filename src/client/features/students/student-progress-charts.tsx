import type { BehaviorView } from '@shared/behaviors/schemas';
import { formatSignedPoints } from '@shared/scores/score';
import {
  Area,
  AreaChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { balanceSeries, pointSplit } from './progress-chart-data';

// Loaded with React.lazy (recharts is ~100 KB gzip): only the student detail page fetches it.
// Colours are the theme's tokens, so both charts follow light and dark mode.

const DAY_MS = 24 * 3600 * 1000;
const dayTick = (time: number) =>
  new Date(time).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
const timeTick = (time: number) =>
  new Date(time).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
const tooltipStyle = {
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  color: 'var(--foreground)',
  fontSize: 13,
};

interface StudentProgressChartsProps {
  behaviors: readonly BehaviorView[];
  balance: number;
}

export function StudentProgressCharts({ behaviors, balance }: StudentProgressChartsProps) {
  const series = balanceSeries(behaviors, balance);
  const split = pointSplit(behaviors);
  const slices = [
    { name: 'Positive', value: split.positive.count, color: 'var(--success-text)' },
    { name: 'Needs work', value: split.needsWork.count, color: 'var(--danger-text)' },
  ];
  const start = series[0]?.balance ?? balance;
  // Records of one day read better by the clock than as the same date repeated.
  const span = series.length ? series[series.length - 1].time - series[0].time : 0;
  const tick = span < 2 * DAY_MS ? timeTick : dayTick;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <figure className="grid min-w-0 gap-2">
        <figcaption className="text-sm font-medium">Balance over time</figcaption>
        <p className="sr-only">
          The balance went from {formatSignedPoints(start)} to {formatSignedPoints(balance)} over{' '}
          {behaviors.length} behavior records.
        </p>
        <div aria-hidden="true" className="h-60 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart
              accessibilityLayer={false}
              data={series}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            >
              <defs>
                <linearGradient id="balance-fill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor="var(--brand)" stopOpacity={0.35} />
                  <stop offset="100%" stopColor="var(--brand)" stopOpacity={0.02} />
                </linearGradient>
              </defs>
              <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="time"
                type="number"
                scale="time"
                domain={['dataMin', 'dataMax']}
                tickFormatter={tick}
                tick={axisTick}
                stroke="var(--border)"
                minTickGap={24}
              />
              <YAxis allowDecimals={false} tick={axisTick} stroke="var(--border)" width={48} />
              <Tooltip
                contentStyle={tooltipStyle}
                labelFormatter={(t) => new Date(Number(t)).toLocaleString('en-US')}
                formatter={(value) => [formatSignedPoints(Number(value)), 'Balance']}
              />
              <Area
                type="stepAfter"
                dataKey="balance"
                stroke="var(--brand)"
                strokeWidth={2}
                fill="url(#balance-fill)"
                isAnimationActive={false}
              />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      </figure>

      <figure className="grid content-start gap-2">
        <figcaption className="text-sm font-medium">Positive vs needs work</figcaption>
        <div aria-hidden="true" className="h-44 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie
                data={slices}
                dataKey="value"
                nameKey="name"
                innerRadius="58%"
                outerRadius="90%"
                paddingAngle={slices.every((s) => s.value > 0) ? 3 : 0}
                stroke="var(--surface)"
                rootTabIndex={-1}
                isAnimationActive={false}
              >
                {slices.map((s) => (
                  <Cell key={s.name} fill={s.color} />
                ))}
              </Pie>
              <Tooltip contentStyle={tooltipStyle} />
            </PieChart>
          </ResponsiveContainer>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <SplitStat
            label="Positive"
            dot="bg-success-text"
            count={split.positive.count}
            points={split.positive.points}
          />
          <SplitStat
            label="Needs work"
            dot="bg-danger-text"
            count={split.needsWork.count}
            points={split.needsWork.points}
          />
        </dl>
      </figure>
    </div>
  );
}

function SplitStat({
  label,
  dot,
  count,
  points,
}: {
  label: string;
  dot: string;
  count: number;
  points: number;
}) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-surface-muted p-2.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
        {label}
      </dt>
      <dd className="font-semibold tabular-nums">
        {count} {count === 1 ? 'record' : 'records'}
      </dd>
      <dd className="text-xs tabular-nums text-muted-foreground">{formatSignedPoints(points)} points</dd>
    </div>
  );
}
