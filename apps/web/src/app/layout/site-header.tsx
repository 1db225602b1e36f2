import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/use-session';
import { DesktopMenu } from './desktop-menu';
import { headerToneFor } from './header-tone';
import { Logo } from './logo';
import { getMenuSections } from './menu-items';
import { MobileMenu } from './mobile-menu';
import { useLogoutAction } from './use-logout-action';

/** The fixed top bar: logo, desktop menu (≥ 768 px) and mobile menu (< 768 px). */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { loggedIn, isClinic, userType } = useSession();
  const account =
    !loggedIn || !userType ? null : userType === 'admin' ? 'admin' : isClinic ? 'clinica' : 'candidato';
  const sections = useMemo(() => getMenuSections(loggedIn, account), [loggedIn, account]);
  const onLogout = useLogoutAction();
  const tone = headerToneFor(pathname);
  const dark = tone === 'dark';

  return (
    <header
      data-tone={tone}
      className={`fixed inset-x-0 top-0 z-40 h-[9vh] min-h-16 transition-colors duration-300 ${
        dark
          ? 'bg-navy text-white shadow-lg shadow-navy-dark/30'
          : 'border-b border-navy/10 bg-white text-navy shadow-sm'
      }`}
    >
      <div className="relative mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link to="/home" aria-label="RX Odonto, página inicial" className="shrink-0 rounded-lg">
          <Logo tone={dark ? 'light' : 'dark'} variant="header" />
        </Link>
        <DesktopMenu className="hidden md:block" sections={sections} tone={tone} onLogout={onLogout} />
        <MobileMenu className="md:hidden" sections={sections} tone={tone} onLogout={onLogout} />
      </div>
    </header>
  );
}
