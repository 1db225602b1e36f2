import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatViews } from '../features/candidates/view-count-label';
import { ApiError } from '../lib/api';
import {
  fetchViewCount,
  registerView,
  UNEXPECTED_VIEW_ERROR,
  viewCountRetry,
  viewCountRetryDelay,
  viewKeys,
  viewRegistrationMessage,
} from './views';

const http = (status: number, detail: string | null = null) => new ApiError({ status, detail });

describe('the count retry policy', () => {
  it('makes at most 3 attempts for server and network failures', () => {
    const failures = [
      http(500),
      http(503),
      new ApiError({ status: 0, detail: null, kind: 'network' }),
      new Error('x'),
    ];
    for (const error of failures) {
      expect(viewCountRetry(0, error)).toBe(true);
      expect(viewCountRetry(1, error)).toBe(true);
      expect(viewCountRetry(2, error)).toBe(false);
    }
  });

  it('does not try again answers that cannot change', () => {
    for (const status of [400, 401, 403, 404, 422]) expect(viewCountRetry(0, http(status))).toBe(false);
    expect(viewCountRetry(0, http(429))).toBe(true);
  });

  it('waits 400 ms, then 800 ms', () => {
    expect(viewCountRetryDelay(0)).toBe(400);
    expect(viewCountRetryDelay(1)).toBe(800);
    expect(viewCountRetryDelay(2)).toBe(1600);
  });

  it('caches per candidate', () => {
    expect(viewKeys.count(5)).toEqual(viewKeys.count('5'));
    expect(viewKeys.count(5)).not.toEqual(viewKeys.count(6));
  });
});

describe('count texts', () => {
  it('writes the count in Portuguese', () => {
    expect(formatViews(0)).toBe('0 visualizações');
    expect(formatViews(1)).toBe('1 visualização');
    expect(formatViews(12)).toBe('12 visualizações');
    expect(formatViews(1234)).toBe('1.234 visualizações');
  });

  it('gives the registration failure messages of the catalogue', () => {
    expect(viewRegistrationMessage(http(403, 'Acesso negado.'))).toBe(
      'Falha na requisição (403): Acesso negado.',
    );
    expect(viewRegistrationMessage(new ApiError({ status: 0, detail: null, kind: 'timeout' }))).toBe(
      UNEXPECTED_VIEW_ERROR,
    );
    expect(viewRegistrationMessage(new TypeError('boom'))).toBe(
      'Erro inesperado ao comunicar com o servidor.',
    );
  });
});

describe('count and registration calls', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const reply = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the count; a 404 is 0', async () => {
    fetchMock.mockResolvedValueOnce(reply({ visualizacoes: 4 }));
    await expect(fetchViewCount(9)).resolves.toBe(4);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/visualizacoes/visualizacoes/count?candidato_id=9');
    fetchMock.mockResolvedValueOnce(reply({ detail: 'Candidato não encontrado.' }, 404));
    await expect(fetchViewCount(9)).resolves.toBe(0);
    fetchMock.mockResolvedValueOnce(reply({ detail: 'Erro' }, 500));
    await expect(fetchViewCount(9)).rejects.toBeInstanceOf(ApiError);
  });

  it('registers a view and explains a failure with the message of the answer', async () => {
    fetchMock.mockResolvedValueOnce(reply({ visualizacoes: 2 }, 201));
    await expect(registerView(9)).resolves.toBe(2);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/visualizacoes/visualizacoes?candidato_id=9');
    expect(init.method).toBe('POST');
    fetchMock.mockResolvedValueOnce(reply({ detail: 'Somente clínicas.', code: 'forbidden' }, 403));
    await expect(registerView(9)).rejects.toThrow('Falha na requisição (403): Somente clínicas.');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(registerView(9)).rejects.toThrow(UNEXPECTED_VIEW_ERROR);
  });
});
