/** A call's parameters for an account: `targetAccountId` added when one is named (the session's own
 * account sends none), so it is part of the generated query key. */
export const withTarget = <T extends object>(params: T, targetAccountId: number | undefined): T =>
  targetAccountId === undefined ? params : { ...params, targetAccountId };
