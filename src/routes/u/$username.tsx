import { createFileRoute } from '@tanstack/react-router';
import { PublicProfile } from '@/features/profile';
import { SessionGate } from '@/features/session';

/** `/u/{username}`: the public profile page, outside /app and its wrapper; no sign-in needed.
 * The profile call takes a token, so a visitor gets the anonymous session (stored or new). */
export const Route = createFileRoute('/u/$username')({
  component: PublicProfilePage,
});

function PublicProfilePage() {
  const { username } = Route.useParams();
  const { frames } = Route.useRouteContext();
  return (
    <frames.Public>
      <SessionGate>
        <PublicProfile username={username} />
      </SessionGate>
    </frames.Public>
  );
}
