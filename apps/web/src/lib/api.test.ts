import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  apiGet,
  apiPost,
  apiPut,
  buildUrl,
  endsStoredSession,
  extractErrorDetail,
  fillPath,
  hasErrorCode,
} from './api';
import { SESSION_EXPIRED_EVENT } from './session-expiry';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const lastRequest = () => {
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    return { url, init, headers: new Headers(init.headers) };
  };

  it('sends the stored token, cleaned of quotes and Bearer prefix', async () => {
    localStorage.setItem('auth_token', '"Bearer abc.def"');
    fetchMock.mockImplementation(async () => json({ id: 1 }));
    await expect(apiGet('/api/v1/usuarios/me')).resolves.toEqual({ id: 1 });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/v1/usuarios/me');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('falls back to the token and access_token keys, and sends no header without a token', async () => {
    localStorage.setItem('access_token', JSON.stringify({ access_token: 'xyz' }));
    fetchMock.mockImplementation(async () => json({}));
    await api('GET', '/a');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer xyz');

    localStorage.clear();
    await api('GET', '/a');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('uses an explicit token, or none when token is null', async () => {
    localStorage.setItem('auth_token', 'stored');
    fetchMock.mockImplementation(async () => json({}));
    await api('GET', '/a', { token: 'given' });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer given');
    await api('GET', '/a', { token: null });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('announces an expired session when a call made with the stored token answers 401', async () => {
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    try {
      fetchMock.mockImplementation(async () => json({ detail: 'Sessão expirada ou inválida.' }, 401));
      // Without a session, with a token of its own (sign-in) or a 403: not an expired session.
      await expect(api('GET', '/a')).rejects.toBeInstanceOf(ApiError);
      localStorage.setItem('auth_token', 'stored');
      await expect(api('POST', '/login', { body: {}, token: null })).rejects.toMatchObject({ status: 401 });
      await expect(api('GET', '/a', { token: 'given' })).rejects.toMatchObject({ status: 401 });
      fetchMock.mockImplementationOnce(async () => json({ detail: 'Acesso negado.' }, 403));
      await expect(api('GET', '/a')).rejects.toMatchObject({ status: 403 });
      expect(expired).not.toHaveBeenCalled();

      await expect(api('GET', '/a')).rejects.toMatchObject({ status: 401 });
      expect(expired).toHaveBeenCalledTimes(1);
      // An answer to a session that has since been replaced (signed in again) is left alone.
      fetchMock.mockImplementationOnce(async () => {
        localStorage.setItem('auth_token', 'newer');
        return json({ detail: 'Sessão expirada ou inválida.' }, 401);
      });
      await expect(api('GET', '/a')).rejects.toMatchObject({ status: 401 });
      expect(expired).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    }
  });

  it('tags each failure with the token it was sent with: a 401 to an older session does not end a newer one', async () => {
    localStorage.setItem('auth_token', 'old');
    fetchMock.mockImplementation(async () => json({ detail: 'Sessão expirada ou inválida.' }, 401));
    const error = await api('GET', '/a').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, sentToken: 'old', code: null });
    expect(endsStoredSession(error)).toBe(true);
    // Signed in again: the cached failure of the old session no longer ends anything.
    localStorage.setItem('auth_token', 'new');
    expect(endsStoredSession(error)).toBe(false);
    expect(endsStoredSession(new ApiError({ status: 403, detail: null, sentToken: 'new' }))).toBe(false);
  });

  it("announces a suspended account (403 with code 'conta_suspensa') with the server's message", async () => {
    const ended = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, ended);
    try {
      localStorage.setItem('auth_token', 'stored');
      const answer = { detail: 'Conta suspensa. Fale com a RX Odonto.', code: 'conta_suspensa' };
      fetchMock.mockImplementation(async () => json(answer, 403));
      await expect(api('GET', '/a')).rejects.toMatchObject({ status: 403, code: 'conta_suspensa' });
      expect(ended).toHaveBeenCalledTimes(1);
      expect((ended.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
        reason: 'suspended',
        token: 'stored',
        detail: 'Conta suspensa. Fale com a RX Odonto.',
      });
    } finally {
      window.removeEventListener(SESSION_EXPIRED_EVENT, ended);
    }
  });

  it('serialises a JSON body and repeats array query parameters', async () => {
    fetchMock.mockImplementation(async () => json({ ok: true }));
    await apiPost('/api/v1/usuarios/login', { body: { email: 'a@b.com', senha: 'x' } });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.com","senha":"x"}');
    expect(headers.get('Content-Type')).toBe('application/json');

    await apiGet('/api/v1/usuario_candidato/full', {
      query: { tipos_profissao: ['TSB', 'ASB'], estados: [], page: 1, size: 50, cidades: undefined },
    });
    expect(lastRequest().url).toBe(
      '/api/v1/usuario_candidato/full?tipos_profissao=TSB&tipos_profissao=ASB&page=1&size=50',
    );
  });

  it('fills the path parameters of a typed call, each encoded', async () => {
    fetchMock.mockImplementation(async () => json({ id: 7 }));
    await apiGet('/api/v1/posts/{slug}', { path: { slug: 'raio x/1' } });
    expect(lastRequest().url).toBe('/api/v1/posts/raio%20x%2F1');
    await apiPut('/api/v1/vagas/{id}', { path: { id: 7 }, body: { titulo: 'Vaga' } as never });
    expect(lastRequest().url).toBe('/api/v1/vagas/7');
    expect(lastRequest().init.method).toBe('PUT');
  });

  it('fillPath refuses a missing path parameter', () => {
    expect(() => fillPath('/api/v1/vagas/{id}', {})).toThrow('Parâmetro de caminho ausente: id');
  });

  it('returns text answers as text and empty answers as undefined', async () => {
    fetchMock.mockResolvedValueOnce(new Response('tok123', { status: 200 }));
    await expect(api('POST', '/login')).resolves.toBe('tok123');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api('DELETE', '/x')).resolves.toBeUndefined();
  });

  it('throws ApiError with the detail string of the answer', async () => {
    fetchMock.mockImplementation(async () => json({ detail: 'Credenciais inválidas.' }, 401));
    const error = await api('POST', '/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'Credenciais inválidas.', kind: 'http' });
    expect((error as ApiError).message).toBe('Credenciais inválidas.');
    expect((error as ApiError).body).toEqual({ detail: 'Credenciais inválidas.' });
  });

  it('reads only the detail of the contract (no message/error keys), and null when nothing usable', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Falhou', error: 'x' }, 500));
    await expect(api('GET', '/x')).rejects.toMatchObject({ status: 500, detail: null, code: null });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await api('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(error.detail).toBeNull();
    expect(error.message).toBe('Falha na requisição (HTTP 502).');
  });

  it('times out with an ApiError of kind timeout', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    const error = (await api('GET', '/slow', { timeoutMs: 50 }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a network failure as kind network', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('GET', '/x')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });
});

describe('extractErrorDetail', () => {
  it("reads the answer's detail, or a plain text body; no other key", () => {
    expect(extractErrorDetail('Token expirado')).toBe('Token expirado');
    expect(extractErrorDetail('<html>Bad gateway</html>')).toBeNull();
    expect(extractErrorDetail({ detail: 'Vaga não encontrada.', code: 'vaga.not_found' })).toBe(
      'Vaga não encontrada.',
    );
    expect(extractErrorDetail({ erro: 'x', message: 'y' })).toBeNull();
    expect(extractErrorDetail({})).toBeNull();
    expect(extractErrorDetail(null)).toBeNull();
  });
});

describe('ApiError', () => {
  it('carries the code of the catalogue and the refused fields of a 422', async () => {
    const answer = {
      detail: "Campo 'email': campo obrigatório.",
      code: 'validation.failed',
      errors: [
        { field: 'email', code: 'field.required', message: 'campo obrigatório.' },
        { field: 'cpf', code: 'field.from_a_newer_server', message: 'CPF inválido.' },
        { field: 'x', message: '' },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(answer, 422)),
    );
    const error = (await api('POST', '/a', { body: {}, token: null }).catch((e: unknown) => e)) as ApiError;
    vi.unstubAllGlobals();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('validation.failed');
    expect(error.detail).toBe("Campo 'email': campo obrigatório.");
    expect(error.fieldErrors).toEqual([
      { field: 'email', code: 'field.required', message: 'campo obrigatório.' },
      { field: 'cpf', code: 'field.invalid', message: 'CPF inválido.' },
    ]);
    expect(hasErrorCode(error, 'validation.failed')).toBe(true);
    expect(hasErrorCode(error, 'vaga.closed')).toBe(false);
  });

  it('a code the catalogue does not know reads null (an older web, a newer server)', () => {
    const error = new ApiError({ status: 418, detail: 'x', body: { detail: 'x', code: 'coisa.nova' } });
    expect(error.code).toBeNull();
    expect(error.fieldErrors).toEqual([]);
  });
});

describe('buildUrl', () => {
  it('keeps absolute URLs and appends to an existing query', () => {
    expect(buildUrl('https://x.test/a?b=1', { c: 2 })).toBe('https://x.test/a?b=1&c=2');
    expect(buildUrl('a')).toBe('/a');
  });
});
