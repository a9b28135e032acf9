import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CalendarPage, scheduleQueryOptions } from '@/features/calendar';

/** The page has no parameters of its own (the schedule overlay is a root flag). */
const calendarSearch = v.object({});

/** `/app/<account path>/calendar`: the booking hours and the calendar connections. */
export const Route = createFileRoute('/_console/app/$account/calendar')({
  validateSearch: calendarSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(scheduleQueryOptions(context.acting.targetAccountId)),
  component: CalendarRoute,
});

function CalendarRoute() {
  const { acting } = Route.useRouteContext();
  return <CalendarPage targetAccountId={acting.targetAccountId} />;
}
