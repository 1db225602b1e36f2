import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while a page (lazy route) is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-accent-soft">
      <div className="h-full w-1/3 animate-pulse bg-accent" />
    </div>
  );
}
