// The usage charts: @chakra-ui/charts over recharts. This module is loaded lazily, so the chart
// libraries are fetched only by the pages that draw charts.
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { usageDayLabel, type UsagePoint } from '@/lib/usage';

type Datum = UsagePoint & { label: string };

/** What one chart draws: the measures of a day, stacked when more than one. */
type Measure = 'minutes' | 'inbound' | 'outbound' | 'tokens' | 'voice' | 'advancedVoice';

/** How each measure is named and coloured wherever it is drawn. */
const MEASURES: Readonly<Record<Measure, { label: string; color: string }>> = {
  minutes: { label: 'Minutes', color: 'blue.solid' },
  inbound: { label: 'Received', color: 'teal.solid' },
  outbound: { label: 'Sent', color: 'purple.solid' },
  tokens: { label: 'Tokens', color: 'orange.solid' },
  voice: { label: 'Standard voice', color: 'blue.solid' },
  advancedVoice: { label: 'Advanced voice', color: 'pink.solid' },
};

interface ChartSpec {
  title: string;
  description: string;
  kind: 'bar' | 'area';
  measures: readonly Measure[];
}

/** The charts, in the order drawn. */
const CHARTS: readonly ChartSpec[] = [
  { title: 'Minutes', description: 'Call minutes per day', kind: 'area', measures: ['minutes'] },
  {
    title: 'Messages',
    description: 'Messages received and sent per day',
    kind: 'bar',
    measures: ['inbound', 'outbound'],
  },
  { title: 'Tokens', description: 'AI tokens used per day', kind: 'bar', measures: ['tokens'] },
  {
    title: 'Voice',
    description: 'Standard and advanced voice minutes per day',
    kind: 'bar',
    measures: ['voice', 'advancedVoice'],
  },
];

function UsageChart({ title, description, data, measures, kind }: ChartSpec & { data: Datum[] }) {
  // Two or more measures stack into one bar a day.
  const stackId = measures.length > 1 ? title : undefined;
  const series = measures.map((name) => ({ name, ...MEASURES[name], stackId }));
  const chart = useChart<Datum>({ data, series });
  const id = `usage-chart-${measures[0]}`;
  const axes = (
    <>
      <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
      <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} minTickGap={16} fontSize={11} />
      <YAxis
        tickLine={false}
        axisLine={false}
        width={44}
        fontSize={11}
        tickFormatter={chart.formatNumber({ notation: 'compact', maximumFractionDigits: 1 })}
      />
      <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
      {series.length > 1 ? <Legend content={<Chart.Legend />} /> : null}
    </>
  );
  return (
    <Box as="figure" m="0" borderWidth="1px" rounded="l3" p="4" aria-labelledby={id} bg="bg">
      <Heading as="h3" size="sm" id={id}>
        {title}
      </Heading>
      <Text as="figcaption" color="fg.muted" fontSize="xs" mb="3">
        {description}
      </Text>
      <Chart.Root maxH="56" chart={chart} aria-hidden="true">
        {kind === 'bar' ? (
          <BarChart responsive style={{ width: '100%', height: '100%' }} data={chart.data} accessibilityLayer={false}>
            {axes}
            {chart.series.map((item) => (
              <Bar
                key={String(item.name)}
                isAnimationActive={false}
                dataKey={chart.key(item.name)}
                fill={chart.color(item.color)}
                stackId={item.stackId}
                radius={item.stackId ? 0 : [3, 3, 0, 0]}
              />
            ))}
          </BarChart>
        ) : (
          <AreaChart responsive style={{ width: '100%', height: '100%' }} data={chart.data} accessibilityLayer={false}>
            {axes}
            {chart.series.map((item) => (
              <Area
                key={String(item.name)}
                isAnimationActive={false}
                type="linear"
                dataKey={chart.key(item.name)}
                fill={chart.color(item.color)}
                fillOpacity={0.2}
                stroke={chart.color(item.color)}
                strokeWidth={2}
              />
            ))}
          </AreaChart>
        )}
      </Chart.Root>
    </Box>
  );
}

/** Minutes, messages, tokens and voice by day. The same numbers are in the table below the
 * charts, which is what assistive technology reads (the drawings are hidden from it). */
export default function UsageCharts({ points }: { points: readonly UsagePoint[] }) {
  const data: Datum[] = points.map((p) => ({ ...p, label: usageDayLabel(p.ms) }));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="usage-charts">
      {CHARTS.map((spec) => (
        <UsageChart key={spec.title} {...spec} data={data} />
      ))}
    </SimpleGrid>
  );
}
