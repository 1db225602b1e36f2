import { describe, expect, it } from 'vitest';
import { WHATSAPP_DEFAULT_MESSAGE, whatsappUrl } from './whatsapp';

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
