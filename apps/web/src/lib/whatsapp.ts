/** Message prefilled in the WhatsApp chat opened by the contact buttons. */
export const WHATSAPP_DEFAULT_MESSAGE =
  'Olá! Vim pelo site da RX Odonto e gostaria de saber mais sobre os serviços de consultoria.';

/**
 * The wa.me link for a phone number (any formatting; only digits are kept), with a prefilled
 * message. Returns null when the number has no digits.
 */
export function whatsappUrl(phone: string | null | undefined, message: string = WHATSAPP_DEFAULT_MESSAGE) {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const text = message.trim();
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
