import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/use-session';

const PersonalStrip = lazy(() => import('./personal-strip'));

/**
 * Where /home shows the signed-in person's strip. The prerendered page and a visitor's browser
 * render nothing here (the session's server snapshot is a visitor's), so visitors get the
 * page exactly as prerendered; the strip's code and data load only once a session is known.
 */
export function PersonalStripSlot() {
  const session = useSession();
  const userId = session.user?.id;
  if (!session.loggedIn || userId === undefined || userId === null) return null;
  return (
    <Suspense fallback={null}>
      <PersonalStrip userId={String(userId)} />
    </Suspense>
  );
}
