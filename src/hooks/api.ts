// The shared hooks' API module: the account call, which the frame, the permissions, the acting
// account and the inbox's premium return read (every area's own calls are in its
// features/<area>/api.ts). From src/api/first-page.ts, not the generated Accounts module, which
// would otherwise be in the first download whole.
export { accountQueryKey, accountQueryOptions } from '@/api/first-page';
