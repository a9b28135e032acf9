/**
 * Building blocks of the routes' search schemas (valibot, a Standard Schema library the router
 * validates directly). Every block is optional and total: a missing or invalid value becomes
 * `undefined` (the page's default), so a malformed or hand-edited URL never throws.
 *
 *   export const Route = createFileRoute('/_console/app/$account/tasks')({
 *     validateSearch: v.object({ page: searchInt({ min: 1 }), state: searchEnum(TASK_STATES) }),
 *     loaderDeps: ({ search }) => search,
 *     loader: ({ context, deps }) => context.queryClient.ensureQueryData(tasksQueryOptions(...)),
 *   });
 *
 * The router's codec keeps every value the string of the URL (serialize.ts), so numbers and
 * booleans accept both their string and their typed form (what `navigate` hands over).
 */
import * as v from 'valibot';

/** The longest text a search value may have. */
export const SEARCH_TEXT_MAX = 2000;

type Schema<T> = v.GenericSchema<unknown, T>;

/** Optional, and anything invalid becomes undefined. */
const lenient = <TInput, TOutput>(schema: v.GenericSchema<TInput, TOutput>) =>
  v.fallback(v.optional(schema), undefined);

/** Trimmed, non-empty text of at most `max` characters. */
export const searchText = (max = SEARCH_TEXT_MAX) =>
  lenient(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max)));

/** A whole number within [min, max], from `'12'` or `12`. */
export const searchInt = ({ min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}) =>
  lenient(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]),
      v.number(),
      v.safeInteger(),
      v.minValue(min),
      v.maxValue(max),
    ),
  );

/** `true`/`false` from `'true'`, `'1'`, `'false'`, `'0'` or a boolean. */
export const searchBool = () =>
  lenient(
    v.union([
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false', '1', '0']),
        v.transform((s) => s === 'true' || s === '1'),
      ),
    ]),
  );

/** One of a fixed list of values. */
export const searchEnum = <const T extends readonly [string, ...string[]]>(values: T) => lenient(v.picklist(values));

/** A JSON value carried as text (an object handed to navigate is accepted as is), checked by `schema`. */
export const searchJson = <T>(schema: Schema<T>) =>
  lenient(
    v.pipe(
      v.union([
        v.pipe(
          v.string(),
          v.maxLength(SEARCH_TEXT_MAX * 4),
          v.rawTransform(({ dataset, addIssue, NEVER }) => {
            try {
              return JSON.parse(dataset.value) as unknown;
            } catch {
              addIssue({ message: 'not JSON' });
              return NEVER;
            }
          }),
        ),
        v.record(v.string(), v.unknown()),
        v.array(v.unknown()),
      ]),
      schema,
    ),
  );

/** A search object's type as the page reads it. */
export type SearchOf<S extends v.GenericSchema> = v.InferOutput<S>;
