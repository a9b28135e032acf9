// A metric's trend per day, with axes and a tooltip. Loaded lazily (recharts is large), only on
// the dashboard.
import { Chart, useChart } from '@chakra-ui/charts';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendPoint } from '@/lib/metrics';

export interface TrendChartProps {
  readonly points: readonly TrendPoint[];
  readonly format: (value: number) => string;
  /** What the chart shows (its accessible name). */
  readonly label: string;
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export default function TrendChart({ points, format, label }: TrendChartProps) {
  const chart = useChart({
    data: points.map((p) => ({ day: dayLabel.format(p.day), value: p.value, rows: p.rowCount })),
    series: [{ name: 'value', color: 'blue.solid' }],
  });
  const gradient = `trend-${label.replace(/[^A-Za-z0-9]/g, '')}`;
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? `${label} per day, ${dayLabel.format(first.day)} to ${dayLabel.format(last.day)}`
      : `${label}: no days in the window`;
  return (
    <Chart.Root chart={chart} h="32" aspectRatio="auto" role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={chart.data} margin={{ top: 6, right: 6, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis
            dataKey={chart.key('day')}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 10, fill: chart.color('fg.muted') }}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis
            width={36}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            domain={[0, 'auto']}
            tickCount={3}
            tick={{ fontSize: 10, fill: chart.color('fg.muted') }}
            tickFormatter={(v: number) => compact.format(v)}
          />
          <Tooltip
            cursor={{ stroke: chart.color('border.emphasized') }}
            animationDuration={100}
            content={({ active, payload }) => {
              const item = payload?.[0];
              if (!active || !item) return null;
              const data = item.payload as { day: string; rows: number };
              return (
                <div
                  style={{
                    background: 'var(--chakra-colors-bg-panel)',
                    color: 'var(--chakra-colors-fg)',
                    border: '1px solid var(--chakra-colors-border)',
                    borderRadius: 6,
                    padding: '4px 8px',
                    fontSize: 12,
                  }}
                >
                  <strong>{data.day}</strong>: {format(Number(item.value))}
                  <br />
                  {data.rows.toLocaleString('en-US')} conversation{data.rows === 1 ? '' : 's'}
                </div>
              );
            }}
          />
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={chart.color('blue.solid')} stopOpacity={0.35} />
              <stop offset="100%" stopColor={chart.color('blue.solid')} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <Area
            type="monotone"
            dataKey={chart.key('value')}
            stroke={chart.color('blue.solid')}
            strokeWidth={2}
            fill={`url(#${gradient})`}
            isAnimationActive={false}
            dot={false}
            activeDot={{ r: 3 }}
          />
        </AreaChart>
      </ResponsiveContainer>
    </Chart.Root>
  );
}
