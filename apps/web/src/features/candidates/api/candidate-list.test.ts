import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { EMPTY_FILTERS } from '../list-filters';
import { fetchCandidatePage, isEmptyListError, LIST_ERROR_LOG } from './candidate-list';

const card = {
  id: 7,
  nome: 'Ana Souza',
  tipo_profissao: 'TSB',
  estado: 'SP',
  cidade: 'Campinas',
  foto_url: null,
  visualizacoes: 12,
  published_at: '2026-01-01T00:00:00.000Z',
  salvo: false,
};

describe('fetchCandidatePage', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const reply = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the filters, each repeated, with page and size', async () => {
    fetchMock.mockResolvedValue(reply({ items: [card], total: 1, page: 1, size: 50 }));
    const page = await fetchCandidatePage({
      tipos_profissao: ['TSB', 'ASB'],
      estados: ['SP'],
      cidades: [],
      equipamentos: [],
      deseja_atuar_fora: false,
      salvos: false,
      page: 1,
      size: 50,
    });
    expect(page).toEqual({ items: [card], total: 1, page: 1, size: 50 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/v1/usuario_candidato/full?tipos_profissao=TSB&tipos_profissao=ASB&estados=SP&page=1&size=50',
    );
  });

  it("gives an empty list for a 404 (code 'not_found'), whatever its text", async () => {
    fetchMock.mockResolvedValueOnce(reply({ detail: 'Nenhum usuário encontrado', code: 'not_found' }, 404));
    await expect(fetchCandidatePage(EMPTY_FILTERS)).resolves.toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 50,
    });
  });

  it('logs other failures and passes them on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(reply({ detail: 'Acesso negado.', code: 'forbidden' }, 403));
    await expect(fetchCandidatePage(EMPTY_FILTERS)).rejects.toMatchObject({
      status: 403,
      detail: 'Acesso negado.',
    });
    expect(log).toHaveBeenCalledWith(LIST_ERROR_LOG, expect.anything());
  });

  it('recognises the empty list by its code, never by the text', () => {
    const answer = (status: number, body: unknown) => new ApiError({ status, detail: 'x', body });
    expect(isEmptyListError(answer(404, { detail: 'x', code: 'not_found' }))).toBe(true);
    expect(
      isEmptyListError(answer(400, { detail: 'Nenhum usuário encontrado', code: 'request.invalid' })),
    ).toBe(false);
    expect(isEmptyListError(new Error('NENHUM USUARIO cadastrado'))).toBe(false);
  });
});
