import { describe, expect, it } from 'vitest';
import { candidateWhatsappUrl, clinicGreeting, WHATSAPP_DEFAULT_MESSAGE, whatsappUrl } from './whatsapp';

describe('whatsappUrl', () => {
  it('keeps only digits and prefills the message', () => {
    expect(whatsappUrl('+55 (11) 98765-4321')).toBe(
      `https://wa.me/5511987654321?text=${encodeURIComponent(WHATSAPP_DEFAULT_MESSAGE)}`,
    );
    expect(whatsappUrl('5511987654321', 'Olá, quero agendar')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20quero%20agendar',
    );
    expect(whatsappUrl('5511987654321', '')).toBe('https://wa.me/5511987654321');
  });

  it('returns null without a number', () => {
    expect(whatsappUrl('')).toBeNull();
    expect(whatsappUrl(undefined)).toBeNull();
  });
});

describe('candidateWhatsappUrl', () => {
  const greeting =
    'Olá, Ana! Aqui é da clínica Sorriso Centro. Vimos seu perfil no banco de talentos da RX Odonto e gostaríamos de conversar sobre uma oportunidade.';

  it('greets the candidate by first name, naming the clinic', () => {
    expect(clinicGreeting('  Ana Souza Lima ', 'Sorriso Centro')).toBe(greeting);
    expect(clinicGreeting('', null)).toBe(
      'Olá! Vimos seu perfil no banco de talentos da RX Odonto e gostaríamos de conversar sobre uma oportunidade.',
    );
  });

  it('opens wa.me with 55, the DDD and the number, and the greeting', () => {
    const url = candidateWhatsappUrl('(11) 98765-4321', 'Ana Souza', 'Sorriso Centro');
    expect(url).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent(greeting)}`);
    expect(new URL(url ?? '').searchParams.get('text')).toBe(greeting);
    expect(candidateWhatsappUrl('5511987654321', 'Ana', 'X')).toMatch(/^https:\/\/wa\.me\/5511987654321\?/);
    expect(candidateWhatsappUrl('1133334444', 'Ana', 'X')).toMatch(/^https:\/\/wa\.me\/551133334444\?/);
  });

  it('gives no link without a usable phone', () => {
    expect(candidateWhatsappUrl('', 'Ana', 'X')).toBeNull();
    expect(candidateWhatsappUrl('98765', 'Ana', 'X')).toBeNull();
  });
});
