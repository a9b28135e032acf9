// The numbers area's stateful handlers, keyed by operationId (see handlers.js). Spread last into
// `handlers`, so an operation defined here replaces the general one.
export const numbersHandlers = {};
