import { formatPhone, phoneHref } from '@app/shared';
import { whatsappUrl } from '../../lib/whatsapp';

/**
 * A stored phone as the back office shows it: formatted, a `tel:` link, and with `whatsapp` a
 * second link that opens the chat (mobile numbers of leads answer there first).
 */
export function PhoneLink({ phone, whatsapp = false }: { phone: string; whatsapp?: boolean }) {
  const href = phoneHref(phone);
  if (!href) return <>—</>;
  const digits = phone.replace(/\D/g, '');
  // wa.me wants the country code; a stored Brazilian number has 10 or 11 digits.
  const international = digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
  const chat = whatsapp ? whatsappUrl(international, '') : null;
  return (
    <>
      <a href={href} className="underline">
        {formatPhone(phone)}
      </a>
      {chat && (
        <>
          {' · '}
          <a href={chat} target="_blank" rel="noopener noreferrer" className="underline">
            WhatsApp
          </a>
        </>
      )}
    </>
  );
}
