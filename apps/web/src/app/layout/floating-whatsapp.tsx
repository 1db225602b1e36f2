import { MessageCircle } from 'lucide-react';
import { useRef } from 'react';
import { useSiteConfig } from '../../lib/site-config';
import { whatsappUrl } from '../../lib/whatsapp';
import { isPublicPagePath } from './public-page-paths';
import { useClearSpot } from './use-clear-spot';
import { useTypingOnPage } from './use-typing-on-page';

interface FloatingWhatsAppProps {
  pathname: string;
}

/**
 * The round WhatsApp button at the bottom right of the public pages (home, about, services,
 * classifieds, the job board, blog, legal texts), so that a visitor can reach the consultancy from
 * anywhere. It is not shown on forms and private pages, while the person types (on a phone the
 * keyboard is then open and the button would cover the field), nor while the number is unknown.
 * The layout keeps a bottom margin of the button's height so it never covers the end of the page,
 * and when scrolling rests over a control (a carousel's arrow, a filter's box) the button moves
 * up out of its way, or steps aside when no spot nearby is free (use-clear-spot.ts).
 */
export function FloatingWhatsApp({ pathname }: FloatingWhatsAppProps) {
  const { data } = useSiteConfig();
  const typing = useTypingOnPage();
  const link = useRef<HTMLAnchorElement>(null);
  const href = whatsappUrl(data?.whatsapp);
  // Looked at again whenever the button appears (page, number known, typing over).
  const lift = useClearSpot(link, `${pathname}|${typing}|${href}`);
  if (!href || !isPublicPagePath(pathname) || typing) return null;
  // Inside a landmark of its own, so that screen readers list it and nothing sits outside regions.
  return (
    <aside aria-label="Contato pelo WhatsApp">
      <a
        ref={link}
        href={href}
        data-lift={lift ?? 0}
        style={lift ? { transform: `translateY(-${lift}px)` } : undefined}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Fale conosco pelo WhatsApp (abre em uma nova aba)"
        data-testid="floating-whatsapp"
        className={`fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#1f8f4e] motion-reduce:transition-none sm:right-6 sm:bottom-6 ${lift === null ? 'invisible' : ''}`}
      >
        <MessageCircle aria-hidden="true" className="h-7 w-7" />
      </a>
    </aside>
  );
}
