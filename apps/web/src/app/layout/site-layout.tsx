import { Outlet, useLocation } from 'react-router';
import { CloseToastsOnNavigation } from '../close-toasts-on-navigation';
import { ScrollToTop } from '../scroll-to-top';
import { FloatingWhatsApp } from './floating-whatsapp';
import { NavigationProgress } from './navigation-progress';
import { isPublicPagePath } from './public-page-paths';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { useSessionExpiryRedirect } from './use-session-expiry-redirect';

/**
 * The shared layout of every route: skip link, fixed header, the page in <main> (padded below
 * the header), the footer and, on the public pages, a floating WhatsApp button. The toast area lives in AppProviders (one container for the app); the
 * toasts of a page close when the user leaves it. An expired session leads from any page to /login
 * and back (use-session-expiry-redirect.ts).
 */
export function SiteLayout() {
  useSessionExpiryRedirect();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <ScrollToTop />
      <CloseToastsOnNavigation />
      <NavigationProgress />
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="flex-1 pt-[max(9vh,4rem)] outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {/* Room below the footer for the floating WhatsApp button, so it never covers the last line. */}
      {isPublicPagePath(pathname) && <div aria-hidden="true" className="h-20 bg-navy" />}
      <FloatingWhatsApp pathname={pathname} />
    </div>
  );
}
