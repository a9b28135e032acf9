export { TasksScreen, type TasksScreenProps } from './tasks-screen';
export { tasksQueryOptions } from './api';
