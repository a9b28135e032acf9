export type Logger = (message: string, detail?: unknown) => void;

/** Where validators report what they dropped, unless the caller passes its own logger. */
export const defaultLogger: Logger = (message, detail) => {
  if (detail === undefined) console.warn(message);
  else console.warn(message, detail);
};
