import { createFileRoute, redirect } from '@tanstack/react-router';
import { toast } from '@/components/feedback';

/** A section this console does not have: back to the account's own page, with a toast. */
export const Route = createFileRoute('/_console/app/$account/$')({
  beforeLoad: ({ params }) => {
    toast('That page does not exist. Here is the account’s home page instead.', { type: 'error' });
    throw redirect({ to: '/app/$account', params: { account: params.account }, replace: true });
  },
});
