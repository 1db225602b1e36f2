import { formatCnpj } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { LEGAL_FACTS_FALLBACK } from '../../content/legal';
import { PRIVACY_POLICY } from '../../content/privacy-policy';
import { TERMS_OF_USE } from '../../content/terms-of-use';
import { legalFactsFrom, parseLegalText } from './legal-text';

const facts = { razaoSocial: 'RX Odonto Ltda.', cnpj: '12.345.678/0001-95', email: 'lgpd@rx.com.br' };

describe('parseLegalText', () => {
  it('fills the company facts, the e-mail as an address', () => {
    expect(parseLegalText('Controlador: {razaoSocial}, CNPJ {cnpj}, e-mail {email}.', facts)).toEqual([
      { kind: 'text', text: 'Controlador: RX Odonto Ltda., CNPJ 12.345.678/0001-95, e-mail ' },
      { kind: 'email', text: 'lgpd@rx.com.br' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps the fallback e-mail text as plain text', () => {
    expect(parseLegalText('Escreva para {email}.', LEGAL_FACTS_FALLBACK)).toEqual([
      { kind: 'text', text: `Escreva para ${LEGAL_FACTS_FALLBACK.email}.` },
    ]);
  });

  it('turns [label](/path) into links between texts', () => {
    expect(
      parseLegalText('Leia a [Política](/politicaprivacidade) e os [Termos](/termodeuso)', facts),
    ).toEqual([
      { kind: 'text', text: 'Leia a ' },
      { kind: 'link', text: 'Política', to: '/politicaprivacidade' },
      { kind: 'text', text: ' e os ' },
      { kind: 'link', text: 'Termos', to: '/termodeuso' },
    ]);
  });

  it('leaves unknown braces and external addresses as text', () => {
    expect(parseLegalText('{outro} [site](https://x.com)', facts)).toEqual([
      { kind: 'text', text: '{outro} [site](https://x.com)' },
    ]);
  });
});

describe('legalFactsFrom', () => {
  it('uses the configuration, formatting the CNPJ', () => {
    expect(legalFactsFrom({ legalName: ' RX Ltda. ', cnpj: '12345678000195', email: 'a@b.com' })).toEqual({
      razaoSocial: 'RX Ltda.',
      cnpj: '12.345.678/0001-95',
      email: 'a@b.com',
    });
  });

  it('falls back to the site name, then to neutral texts', () => {
    expect(legalFactsFrom({ name: 'RX', legalName: '' }).razaoSocial).toBe('RX');
    expect(legalFactsFrom(undefined)).toEqual(LEGAL_FACTS_FALLBACK);
    expect(formatCnpj('123')).toBe('123');
  });

  it('does not send the reader to the footer for a CNPJ the configuration does not have', () => {
    expect(legalFactsFrom(undefined).cnpj).toBe('informado no rodapé do site');
    expect(legalFactsFrom({ legalName: 'RX Ltda.', cnpj: null, email: 'a@b.com' }).cnpj).toBe(
      'a ser informado',
    );
  });
});

describe('legal documents', () => {
  it('use only known placeholders and site links, with unique section ids', () => {
    for (const document of [TERMS_OF_USE, PRIVACY_POLICY]) {
      const texts = [
        ...document.intro,
        ...document.sections.flatMap((section) =>
          section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list)),
        ),
      ];
      for (const text of texts) {
        const rendered = parseLegalText(text, facts)
          .map((segment) => segment.text)
          .join('');
        expect(rendered).not.toMatch(/[{}[\]]/);
      }
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('the privacy policy names the controller, the LGPD rights and the self-service actions', () => {
    const all = JSON.stringify(PRIVACY_POLICY);
    for (const text of [
      '{razaoSocial}',
      '{cnpj}',
      '{email}',
      'art. 18',
      'Baixar meus dados',
      'Deletar conta',
    ]) {
      expect(all).toContain(text);
    }
    expect(PRIVACY_POLICY.version).toBe('2026-11-22');
  });

  it('the terms state the age rule', () => {
    expect(JSON.stringify(TERMS_OF_USE)).toMatch(/maiores de 18 \(dezoito\) anos.*responsáveis legais/);
  });
});
