export { NumbersPage, type NumbersPageProps } from './numbers-page';
export { numbersAccountQueryOptions } from './api';
