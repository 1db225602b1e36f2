import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../../lib/site-config';
import { whatsappUrl } from '../../lib/whatsapp';

interface WhatsAppLinkProps {
  /** Message prefilled in the chat. */
  message: string;
  className: string;
  children: ReactNode;
}

/**
 * A link opening a WhatsApp chat with the company's number (from the site configuration) in a new
 * tab. While the number loads, or if none is configured, it shows as a disabled button.
 */
export function WhatsAppLink({ message, className, children }: WhatsAppLinkProps) {
  const { data } = useSiteConfig();
  const href = whatsappUrl(data?.whatsapp, message);
  const content = (
    <>
      <MessageCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
      {children}
    </>
  );

  if (!href) {
    return (
      <button type="button" disabled className={`${className} cursor-not-allowed opacity-60`}>
        {content}
      </button>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
      <span className="sr-only"> (abre o WhatsApp em uma nova aba)</span>
    </a>
  );
}
