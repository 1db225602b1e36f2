import { LogoMark } from './logo-mark';

interface LogoProps {
  /** 'dark' text for light backgrounds, 'light' text for dark ones. */
  tone?: 'dark' | 'light';
  /**
   * 'full': mark, wordmark and tagline. 'header': adapts to the menu bar — the wordmark hides
   * between 768 and 1023 px (the menu needs the room) and the tagline shows from 1280 px.
   * 'plain': mark and wordmark only.
   */
  variant?: 'full' | 'header' | 'plain';
  className?: string;
}

/** Mark plus the 'RX Odonto' wordmark. The mark carries the accessible name. */
export function Logo({ tone = 'dark', variant = 'full', className = '' }: LogoProps) {
  const light = tone === 'light';
  const header = variant === 'header';
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <LogoMark title="RX Odonto" className="h-9 w-9 shrink-0 drop-shadow-sm sm:h-10 sm:w-10" />
      <span
        aria-hidden="true"
        className={`flex-col leading-none ${header ? 'flex md:hidden lg:flex' : 'flex'}`}
      >
        <span className="whitespace-nowrap text-xl font-extrabold tracking-tight sm:text-[1.4rem]">
          <span className={light ? 'text-accent' : 'text-accent-strong'}>RX</span>{' '}
          <span className={light ? 'text-white' : 'text-navy'}>Odonto</span>
        </span>
        {variant !== 'plain' && (
          <span
            className={`mt-1 whitespace-nowrap text-[0.62rem] font-semibold uppercase tracking-[0.16em] ${
              light ? 'text-accent-soft' : 'text-muted'
            } ${header ? 'hidden xl:block' : ''}`}
          >
            Radiologia Odontológica
          </span>
        )}
      </span>
    </span>
  );
}
