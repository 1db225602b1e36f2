import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HeaderTone } from './header-tone';
import type { MenuSection } from './menu-items';
import { MobileMenuSection } from './mobile-menu-section';
import { useResetOnNavigation } from './use-reset-on-navigation';

interface MobileMenuProps {
  sections: MenuSection[];
  tone: HeaderTone;
  onLogout: () => void;
  className?: string;
}

interface MenuState {
  open: boolean;
  /** The one expanded section, if any. */
  section: string | null;
  /** The one expanded sub-section ('<section>/<label>'), if any. */
  sub: string | null;
}

const RESET: MenuState = { open: false, section: null, sub: null };

/**
 * The collapsible menu of narrow screens. At most one section and one sub-section are expanded;
 * every navigation closes the menu and collapses everything.
 */
export function MobileMenu({ sections, tone, onLogout, className = '' }: MobileMenuProps) {
  const [state, setState] = useState<MenuState>(RESET);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const reset = useCallback(() => setState(RESET), []);

  useResetOnNavigation(reset);

  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        reset();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.open, reset]);

  const toggleSection = (id: string) =>
    setState((s) =>
      s.section === id ? { ...s, section: null, sub: null } : { ...s, section: id, sub: null },
    );
  const toggleSub = (key: string) => setState((s) => ({ ...s, sub: s.sub === key ? null : key }));

  const dark = tone === 'dark';
  return (
    <div className={className}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={state.open}
        aria-controls={state.open ? 'mobile-menu' : undefined}
        aria-label={state.open ? 'Fechar menu' : 'Abrir menu'}
        onClick={() => setState((s) => (s.open ? RESET : { ...RESET, open: true }))}
        className={`inline-flex h-11 w-11 items-center justify-center rounded-xl transition-colors ${
          dark ? 'text-white hover:bg-white/10' : 'text-navy hover:bg-mist'
        }`}
      >
        {state.open ? (
          <X aria-hidden="true" className="h-7 w-7" />
        ) : (
          <Menu aria-hidden="true" className="h-7 w-7" />
        )}
      </button>
      {state.open && (
        <>
          <div
            aria-hidden="true"
            className="fixed inset-x-0 top-header bottom-0 z-30 bg-navy/50"
            onClick={reset}
          />
          <nav
            id="mobile-menu"
            aria-label="Menu principal"
            className="fixed inset-x-0 top-header z-40 max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto overscroll-contain rounded-b-2xl bg-white px-5 pt-1 pb-5 shadow-xl"
          >
            <ul>
              {sections.map((section) => (
                <MobileMenuSection
                  key={section.id}
                  section={section}
                  expanded={state.section === section.id}
                  expandedSub={state.section === section.id ? state.sub : null}
                  onToggle={() => toggleSection(section.id)}
                  onToggleSub={toggleSub}
                  onNavigate={reset}
                  onLogout={() => {
                    reset();
                    onLogout();
                  }}
                />
              ))}
            </ul>
          </nav>
        </>
      )}
    </div>
  );
}
