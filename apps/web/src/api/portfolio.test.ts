import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listPortfolio, PORTFOLIO_MESSAGES, portfolioLink } from './portfolio';

const file = (key: string, url: string) => ({
  key,
  filename: 'a b.pdf',
  name: 'a b.pdf',
  size: 10,
  created_at: '2026-01-01T00:00:00.000Z',
  url,
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

  it('lists the files; nothing for a 404', async () => {
    fetchMock.mockResolvedValueOnce(reply([file('p/a.pdf', '/d?sig=1')]));
    await expect(listPortfolio(4)).resolves.toEqual([file('p/a.pdf', '/d?sig=1')]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/arquivos/portfolio/candidato/4');
    fetchMock.mockResolvedValueOnce(reply({ detail: 'x' }, 404));
    await expect(listPortfolio(4)).resolves.toEqual([]);
  });

  it('names the status of a list failure', async () => {
    fetchMock.mockResolvedValueOnce(reply({ detail: 'x' }, 500));
    await expect(listPortfolio(4)).rejects.toThrow('Falha ao listar portfólio (HTTP 500)');
  });

  it('asks for the link by key and fails with the catalogue message', async () => {
    fetchMock.mockResolvedValueOnce(reply({ url: '/download?sig=1', key: 'p/a b.pdf', filename: 'a b.pdf' }));
    await expect(portfolioLink(4, file('p/a b.pdf', ''))).resolves.toBe('/download?sig=1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/arquivos/portfolio/candidato/4/link?key=p%2Fa+b.pdf');
    fetchMock.mockResolvedValueOnce(reply({ detail: 'x' }, 500));
    await expect(portfolioLink(4, file('k', ''))).rejects.toThrow(PORTFOLIO_MESSAGES.link);
    fetchMock.mockResolvedValueOnce(reply({ detail: 'x' }, 500));
    await expect(portfolioLink(4, file('k', '/old'))).resolves.toBe('/old');
  });
});
