export { useDebouncedValue } from './use-debounced-value';
export { useStore } from './use-store';
export { useCredentials } from './use-credentials';
