import { useQuery } from '@tanstack/react-query';
import { taskLimitsQueryOptions } from './api';
import { browserTimeZone } from './format';

/** The organization's time zone (its task limits' business hours), else the browser's. */
export function useTaskTimeZone(targetAccountId: number | undefined): string {
  const limits = useQuery(taskLimitsQueryOptions(targetAccountId));
  return limits.data?.limits.businessHours?.timezone ?? browserTimeZone();
}
