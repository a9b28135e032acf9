// The calendar section: the booking hours as a week (edited in the schedule overlay) and the
// calendar connections.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { DAY_LABEL, DAYS, dateLabel, timeLabel, weekOf, zoneShortName } from '@/lib/calendar';
import { useOverlays } from '@/overlays';
import { scheduleQueryOptions } from './api';
import { CalendlyCard, GoogleCalendarCard } from './connections';
import { PageHeader } from '@/components/page-header';

export interface CalendarPageProps {
  targetAccountId: number | undefined;
}

export function CalendarPage({ targetAccountId }: CalendarPageProps) {
  const { data } = useSuspenseQuery(scheduleQueryOptions(targetAccountId));
  const { open, prefetch } = useOverlays();
  const [now] = useState(() => new Date());
  const week = weekOf(data.schedule);
  const open7 = DAYS.filter((d) => week.days[d].length > 0).length;

  return (
    <Stack gap="6" maxW="5xl">
      <PageHeader
        title="Calendar"
        description="When your agent may book appointments, and the calendars it books into."
      />

      <Card.Root variant="outline" size="sm">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Card.Title as="h2">Booking hours</Card.Title>
            <Button
              size="sm"
              onMouseEnter={() => prefetch('schedule')}
              onFocus={() => prefetch('schedule')}
              onClick={() => open('schedule')}
            >
              <Clock size={16} aria-hidden="true" /> Edit hours
            </Button>
          </HStack>
          <Card.Description>
            {week.timezone} ({zoneShortName(week.timezone, now)}) · {week.appointmentDuration}-minute appointments ·{' '}
            {open7 === 0 ? 'no open days' : `${open7} open ${open7 === 1 ? 'day' : 'days'} a week`}
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack as="dl" gap="1" aria-label="Weekly hours">
            {DAYS.map((day) => (
              <HStack key={day} gap="4" align="start">
                <Text as="dt" fontWeight="medium" w="28" flexShrink={0}>
                  {DAY_LABEL[day]}
                </Text>
                <Text as="dd" color={week.days[day].length ? undefined : 'fg.muted'}>
                  {week.days[day].length
                    ? week.days[day].map((b) => `${timeLabel(b.start)} – ${timeLabel(b.end)}`).join(', ')
                    : 'Closed'}
                </Text>
              </HStack>
            ))}
          </Stack>
          {week.exceptions.length ? (
            <Stack gap="1" mt="4">
              <Text fontWeight="medium">Dates that differ</Text>
              <Stack as="ul" gap="0" ps="4" aria-label="Dates that differ">
                {week.exceptions.map((ex) => (
                  <Text as="li" key={ex.date} textStyle="sm">
                    {dateLabel(ex.date)}:{' '}
                    {ex.hours ? `${timeLabel(ex.hours.start)} – ${timeLabel(ex.hours.end)}` : 'closed'}
                    {ex.label ? ` (${ex.label})` : ''}
                  </Text>
                ))}
              </Stack>
            </Stack>
          ) : null}
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <GoogleCalendarCard targetAccountId={targetAccountId} />
        <CalendlyCard targetAccountId={targetAccountId} />
      </SimpleGrid>
    </Stack>
  );
}
