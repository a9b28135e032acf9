// The shared hooks' API module: the account call, which the frame, the permissions, the acting
// account and the inbox's premium return read (every area's own calls are in its
// features/<area>/api.ts).
export {
  getGetAccountQueryKey as accountQueryKey,
  getGetAccountQueryOptions as accountQueryOptions,
} from '@/api/generated/hooks/accounts/accounts';
