import { describe, expect, it } from 'vitest';
import { messagePage } from './html';

describe('messagePage', () => {
  it('escapes the texts and links, is not indexed, and lists the ways on', () => {
    const page = messagePage(
      'RX <Odonto>',
      'Pronto & feito',
      ['Um "aviso"', 'Outro'],
      [
        { href: 'https://x.test/perfil?a=1&b=2', text: 'Meu perfil' },
        { href: '/vagas', text: 'Vagas' },
      ],
    );
    expect(page).toContain('<title>Pronto &amp; feito | RX &lt;Odonto&gt;</title>');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<h1>Pronto &amp; feito</h1>');
    expect(page).toContain('<p>Um &quot;aviso&quot;</p>\n<p>Outro</p>');
    expect(page).toContain(
      '<a href="https://x.test/perfil?a=1&amp;b=2">Meu perfil</a> · <a href="/vagas">Vagas</a>',
    );
  });
});
