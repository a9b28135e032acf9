// The small per-day trend of a metric card. Loaded lazily (recharts is large), only on the dashboard.
import { Chart, useChart } from '@chakra-ui/charts';
import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import type { TrendPoint } from '@/lib/metrics';

export interface TrendChartProps {
  readonly points: readonly TrendPoint[];
  readonly format: (value: number) => string;
  readonly label: string;
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export default function TrendChart({ points, format, label }: TrendChartProps) {
  const chart = useChart({
    data: points.map((p) => ({ day: dayLabel.format(p.day), value: p.value })),
    series: [{ name: 'value', color: 'teal.solid' }],
  });
  const gradient = `trend-${label.replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <Chart.Root chart={chart} h="14" aspectRatio="auto" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={chart.data} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
          <XAxis dataKey={chart.key('day')} hide />
          <Tooltip
            cursor={false}
            animationDuration={100}
            content={({ active, payload }) => {
              const item = payload?.[0];
              if (!active || !item) return null;
              return (
                <div
                  style={{
                    background: 'var(--chakra-colors-bg-panel)',
                    border: '1px solid var(--chakra-colors-border)',
                    borderRadius: 6,
                    padding: '2px 8px',
                    fontSize: 12,
                  }}
                >
                  {String((item.payload as { day: string }).day)}: {format(Number(item.value))}
                </div>
              );
            }}
          />
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={chart.color('teal.solid')} stopOpacity={0.35} />
              <stop offset="100%" stopColor={chart.color('teal.solid')} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <Area
            type="monotone"
            dataKey={chart.key('value')}
            stroke={chart.color('teal.solid')}
            strokeWidth={2}
            fill={`url(#${gradient})`}
            isAnimationActive={false}
            dot={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </Chart.Root>
  );
}
