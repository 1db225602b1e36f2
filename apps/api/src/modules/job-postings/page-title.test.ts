import { describe, expect, it } from 'vitest';
import { PAGE_TITLE_MAX, vagaNotFoundTitle, vagaPageTitle } from './page-title';

const length = (text: string) => Array.from(text).length;

describe('vagaPageTitle', () => {
  it('keeps the whole title with the site name when it fits', () => {
    expect(vagaPageTitle('TSB', 'Campinas', 'SP', 'RX Odonto')).toBe('TSB em Campinas/SP | RX Odonto');
  });

  it('drops the site name first', () => {
    const titulo = 'Técnico em radiologia para tomografia de feixe cônico';
    expect(vagaPageTitle(titulo, 'Campinas', 'SP', 'RX Odonto')).toBe(`${titulo} em Campinas/SP`);
  });

  it('cuts a long título and keeps the place', () => {
    const titulo =
      'Dentista Radiologista para laudos de tomografia e radiografias panorâmicas no turno da noite';
    const title = vagaPageTitle(titulo, 'São José dos Campos', 'SP', 'RX Odonto');
    expect(length(title)).toBeLessThanOrEqual(PAGE_TITLE_MAX);
    expect(title).toMatch(/^Dentista Radiologista para laudos .*… em São José dos Campos\/SP$/);
  });

  it('cuts everything when the place alone is too long', () => {
    const title = vagaPageTitle(
      'ASB',
      'Cidade de um nome muito, muito, muito, muito comprido, comprido demais mesmo',
      'MG',
      'X',
    );
    expect(length(title)).toBe(PAGE_TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
  });

  it('names the page of a posting that is not open', () => {
    expect(vagaNotFoundTitle('RX Odonto')).toBe('Vaga não encontrada | RX Odonto');
  });
});
