import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  linkOf,
  listPortfolio,
  normalizePortfolio,
  PORTFOLIO_MESSAGES,
  portfolioLink,
} from './portfolio-api';

describe('portfolio answers', () => {
  it('reads the file list in its shapes', () => {
    const file = {
      key: 'portfolio/4/a.pdf',
      filename: 'meu-portfolio.pdf',
      name: 'meu-portfolio.pdf',
      size: 10,
    };
    expect(normalizePortfolio([file])).toEqual([
      { key: 'portfolio/4/a.pdf', name: 'meu-portfolio.pdf', url: null },
    ]);
    expect(normalizePortfolio({ items: [{ object: 'x/b.pdf', url: '/l' }] })).toEqual([
      { key: 'x/b.pdf', name: 'b.pdf', url: '/l' },
    ]);
    expect(normalizePortfolio(['c/d.pdf'])).toEqual([{ key: 'c/d.pdf', name: 'd.pdf', url: null }]);
    expect(normalizePortfolio(null)).toEqual([]);
    expect(normalizePortfolio({ detail: 'x' })).toEqual([]);
    expect(normalizePortfolio([{ filename: 'sem-chave.pdf' }])).toEqual([]);
  });

  it('reads a link from url, link or signedUrl, or a plain string', () => {
    expect(linkOf({ url: '/a' })).toBe('/a');
    expect(linkOf({ link: '/b' })).toBe('/b');
    expect(linkOf({ signedUrl: '/c' })).toBe('/c');
    expect(linkOf(' /d ')).toBe('/d');
    expect(linkOf({})).toBeNull();
  });
});

describe('portfolio calls', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const reply = (body: unknown, status = 200) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists nothing for 404 and 204', async () => {
    fetchMock.mockResolvedValueOnce(reply({ detail: 'x' }, 404));
    await expect(listPortfolio(4)).resolves.toEqual([]);
    fetchMock.mockResolvedValueOnce(reply(undefined, 204));
    await expect(listPortfolio(4)).resolves.toEqual([]);
  });

  it('names the status of a list failure', async () => {
    fetchMock.mockResolvedValueOnce(reply({ detail: 'x' }, 500));
    await expect(listPortfolio(4)).rejects.toThrow('Falha ao listar portfólio (HTTP 500)');
  });

  it('asks for the link by key and fails with the catalogue message', async () => {
    fetchMock.mockResolvedValueOnce(reply({ signedUrl: '/download?sig=1' }));
    await expect(portfolioLink(4, { key: 'p/a b.pdf', name: 'a b.pdf', url: null })).resolves.toBe(
      '/download?sig=1',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/arquivos/portfolio/candidato/4/link?key=p%2Fa+b.pdf');
    fetchMock.mockResolvedValueOnce(reply({ detail: 'x' }, 500));
    await expect(portfolioLink(4, { key: 'k', name: 'n', url: null })).rejects.toThrow(
      PORTFOLIO_MESSAGES.link,
    );
    fetchMock.mockResolvedValueOnce(reply({}));
    await expect(portfolioLink(4, { key: 'k', name: 'n', url: null })).rejects.toThrow(
      'Não foi possível gerar o link do portfólio.',
    );
    fetchMock.mockResolvedValueOnce(reply({ detail: 'x' }, 500));
    await expect(portfolioLink(4, { key: 'k', name: 'n', url: '/old' })).resolves.toBe('/old');
  });
});
