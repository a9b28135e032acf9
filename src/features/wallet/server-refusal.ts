import { isApiError } from '@/api/errors';
import { humanMessage } from '@/lib/errors';

/** A 400 or 422 answer: the server refused what the form sent (a bad amount, say), so its
 * sentence belongs beside the field rather than above the form. */
export function fieldRefusal(error: unknown): string | null {
  return isApiError(error) && (error.status === 400 || error.status === 422) ? humanMessage(error) : null;
}
