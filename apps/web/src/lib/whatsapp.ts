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

/** The first name of a full name ('Ana Souza' → 'Ana'). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The greeting a clinic sends a candidate it found in the talent bank. */
export function clinicGreeting(candidateName: string, clinicName: string | null | undefined): string {
  const who = firstName(candidateName);
  const clinic = (clinicName ?? '').trim();
  return [
    who ? `Olá, ${who}!` : 'Olá!',
    clinic ? `Aqui é da clínica ${clinic}.` : '',
    'Vimos seu perfil no banco de talentos da RX Odonto e gostaríamos de conversar sobre uma oportunidade.',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * 'Chamar no WhatsApp' of a candidate: their Brazilian phone (DDD and number, any mask) with the
 * country code 55 in front, and the clinic's greeting. Null when the phone is not 10 or 11 digits
 * (or those with 55 already in front).
 */
export function candidateWhatsappUrl(
  phone: string | null | undefined,
  candidateName: string,
  clinicName: string | null | undefined,
): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const national = /^55\d{10,11}$/.test(digits) ? digits.slice(2) : digits;
  if (!/^\d{10,11}$/.test(national)) return null;
  return whatsappUrl(`55${national}`, clinicGreeting(candidateName, clinicName));
}
