// The calendar area's calls, built on orval's generated functions: the booking schedule, Google
// Calendar (connection, calendars, the main one) and Calendly. Every call passes
// `targetAccountId` explicitly. "Not connected" answers 404 and is a state, not a failure.
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetMainGoogleCalendarQueryKey,
  getGetMainGoogleCalendarQueryOptions,
  getGetScheduleQueryKey,
  getGetScheduleSuspenseQueryOptions,
  getListGoogleCalendarsQueryKey,
  getListGoogleCalendarsQueryOptions,
  useDisableCalendly,
  useDisconnectGoogleCalendar,
  useEnableCalendly,
  useSaveSchedule,
  useSetMainGoogleCalendar,
} from '@/api/generated/hooks/calendar/calendar';
import {
  getGetIntegrationQueryKey,
  getGetIntegrationQueryOptions,
  useSaveIntegration,
} from '@/api/generated/hooks/apps/apps';
import type { Schedule, ScheduleResponse } from '@/api/generated/model';
import { errorStatus } from '@/lib/errors';

type Target = number | undefined;
const params = (targetAccountId: Target) => (targetAccountId === undefined ? undefined : { targetAccountId });

/** The integration slugs of the two calendar connections. */
export const GOOGLE_SLUG = 'googleCalendar';
export const CALENDLY_SLUG = 'calendly';

/** The booking schedule: the page's data (its loader ensures it). */
export const scheduleQueryOptions = (targetAccountId: Target) =>
  getGetScheduleSuspenseQueryOptions(params(targetAccountId), { query: { staleTime: 30_000 } });

export const googleCalendarsQueryOptions = (targetAccountId: Target) =>
  getListGoogleCalendarsQueryOptions(params(targetAccountId), { query: { retry: false, staleTime: 30_000 } });

export const mainCalendarQueryOptions = (targetAccountId: Target) =>
  getGetMainGoogleCalendarQueryOptions(params(targetAccountId), { query: { retry: false, staleTime: 30_000 } });

export const calendlyQueryOptions = (targetAccountId: Target) =>
  getGetIntegrationQueryOptions(CALENDLY_SLUG, params(targetAccountId), { query: { retry: false, staleTime: 30_000 } });

/** 404: not connected (a state of the connection, shown in place). */
export const isNotConnected = (error: unknown): boolean => errorStatus(error) === 404;

/** Saves the schedule; the stored one (the answer) replaces the cached one at once. */
export function useSaveWeek(targetAccountId: Target) {
  const queryClient = useQueryClient();
  const save = useSaveSchedule();
  return {
    ...save,
    saveSchedule: async (schedule: Schedule) => {
      const answer = await save.mutateAsync({ data: { schedule }, params: params(targetAccountId) });
      queryClient.setQueryData<ScheduleResponse>(getGetScheduleQueryKey(params(targetAccountId)), answer);
      return answer;
    },
  };
}

function useGoogleRefresh(targetAccountId: Target) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListGoogleCalendarsQueryKey(params(targetAccountId)) }),
      queryClient.invalidateQueries({ queryKey: getGetMainGoogleCalendarQueryKey(params(targetAccountId)) }),
      queryClient.invalidateQueries({ queryKey: getGetIntegrationQueryKey(GOOGLE_SLUG, params(targetAccountId)) }),
    ]);
}

/** Connects Google Calendar through the integration's auth; the calendars load afterwards. */
export function useConnectGoogle(targetAccountId: Target) {
  const refresh = useGoogleRefresh(targetAccountId);
  const save = useSaveIntegration();
  return {
    ...save,
    connect: async () => {
      await save.mutateAsync({
        slug: GOOGLE_SLUG,
        data: { appData: { connected: true } },
        params: params(targetAccountId),
      });
      await refresh();
    },
  };
}

export function useChooseMainCalendar(targetAccountId: Target) {
  const queryClient = useQueryClient();
  const set = useSetMainGoogleCalendar();
  return {
    ...set,
    choose: async (calendarId: string) => {
      await set.mutateAsync({ data: { calendar: calendarId }, params: params(targetAccountId) });
      await queryClient.invalidateQueries({ queryKey: getGetMainGoogleCalendarQueryKey(params(targetAccountId)) });
    },
  };
}

export function useDisconnectGoogle(targetAccountId: Target) {
  const refresh = useGoogleRefresh(targetAccountId);
  const disconnect = useDisconnectGoogleCalendar();
  return {
    ...disconnect,
    disconnect: async () => {
      await disconnect.mutateAsync({ params: params(targetAccountId) });
      await refresh();
    },
  };
}

/** Calendly: the token is sent once and never read back. */
export function useCalendly(targetAccountId: Target) {
  const queryClient = useQueryClient();
  const enable = useEnableCalendly();
  const disable = useDisableCalendly();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getGetIntegrationQueryKey(CALENDLY_SLUG, params(targetAccountId)) });
  return {
    enable,
    disable,
    connect: async (userPAT: string) => {
      await enable.mutateAsync({ data: { userPAT }, params: params(targetAccountId) });
      await refresh();
    },
    disconnect: async () => {
      // The token is write-only (never kept here); the body's userPAT is optional to the server.
      await disable.mutateAsync({ data: { userPAT: '' }, params: params(targetAccountId) });
      await refresh();
    },
  };
}
