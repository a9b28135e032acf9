export { TeamScreen, type TeamScreenProps } from './team-screen';
export { membersQueryOptions } from './api';
