// The usage charts: @chakra-ui/charts over recharts. This module is loaded lazily, so the chart
// libraries are fetched only by the pages that draw charts.
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { usageDayLabel, type UsagePoint } from '@/lib/usage';

type Datum = UsagePoint & { label: string };

interface SeriesSpec {
  name: keyof UsagePoint;
  label: string;
  color: string;
  stackId?: string;
}

function UsageChart({
  title,
  description,
  data,
  series,
  kind,
}: {
  title: string;
  description: string;
  data: Datum[];
  series: SeriesSpec[];
  kind: 'bar' | 'area';
}) {
  const chart = useChart<Datum>({ data, series });
  const id = `usage-chart-${String(series[0]!.name)}`;
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
      <UsageChart
        title="Minutes"
        description="Call minutes per day"
        data={data}
        kind="area"
        series={[{ name: 'minutes', label: 'Minutes', color: 'blue.solid' }]}
      />
      <UsageChart
        title="Messages"
        description="Messages received and sent per day"
        data={data}
        kind="bar"
        series={[
          { name: 'inbound', label: 'Received', color: 'teal.solid', stackId: 'm' },
          { name: 'outbound', label: 'Sent', color: 'purple.solid', stackId: 'm' },
        ]}
      />
      <UsageChart
        title="Tokens"
        description="AI tokens used per day"
        data={data}
        kind="bar"
        series={[{ name: 'tokens', label: 'Tokens', color: 'orange.solid' }]}
      />
      <UsageChart
        title="Voice"
        description="Standard and advanced voice minutes per day"
        data={data}
        kind="bar"
        series={[
          { name: 'voice', label: 'Standard voice', color: 'blue.solid', stackId: 'v' },
          { name: 'advancedVoice', label: 'Advanced voice', color: 'pink.solid', stackId: 'v' },
        ]}
      />
    </SimpleGrid>
  );
}
