import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';

/** Runs a room action: on success the `done` toast (if any), on failure the error's sentence as
 * a toast. Answers whether it succeeded. */
export async function runAction(action: () => Promise<unknown>, done?: string): Promise<boolean> {
  try {
    await action();
    if (done) toast(done, { type: 'success' });
    return true;
  } catch (e) {
    toast(humanMessage(e), { type: 'error' });
    return false;
  }
}
