import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TasksScreen, tasksQueryOptions } from '@/features/tasks';
import { TASK_SORT_FIELDS, TASK_SORT_ORDERS, TASK_STATES, TASK_TYPES, tasksQueryOf, tasksSearchOf } from '@/lib/tasks';
import { searchEnum, searchInt } from '@/lib/search/schema';

/** The page's own query parameters: anything invalid falls back to the default. */
const tasksSearch = v.object({
  page: searchInt({ min: 1, max: 10_000_000 }),
  sort: searchEnum(TASK_SORT_FIELDS),
  order: searchEnum(TASK_SORT_ORDERS),
  state: searchEnum(TASK_STATES),
  type: searchEnum(TASK_TYPES),
});

/** `/app/<account path>/tasks`: the agent's work queue, 10 a page, newest first. */
export const Route = createFileRoute('/_console/app/$account/tasks')({
  validateSearch: tasksSearch,
  loaderDeps: ({ search }) => tasksQueryOf(search),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(tasksQueryOptions(context.acting.targetAccountId, deps)),
  component: TasksPage,
});

function TasksPage() {
  const query = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { acting } = Route.useRouteContext();
  return (
    <TasksScreen
      targetAccountId={acting.targetAccountId}
      query={query}
      onQueryChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...tasksSearchOf(next) }) })}
    />
  );
}
