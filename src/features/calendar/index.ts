export { CalendarPage, type CalendarPageProps } from './calendar-page';
export { scheduleQueryOptions } from './api';
