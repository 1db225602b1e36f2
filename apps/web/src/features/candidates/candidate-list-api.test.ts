import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchCandidatePage,
  isEmptyListError,
  LIST_ERROR_LOG,
  listItemsOf,
  normalizeCandidateList,
  normalizeCard,
} from './candidate-list-api';
import { EMPTY_FILTERS } from './list-filters';

const card = {
  id: 7,
  nome: 'Ana Souza',
  tipo_profissao: 'TSB',
  estado: 'SP',
  cidade: 'Campinas',
  foto_url: null,
  visualizacoes: 12,
  published_at: '2026-01-01T00:00:00.000Z',
};
const expected = {
  id: 7,
  nome: 'Ana Souza',
  tipo_profissao: 'TSB',
  estado: 'SP',
  cidade: 'Campinas',
  foto_url: null,
  visualizacoes: 12,
};

describe('list answer normalisation', () => {
  it('takes an array, or the items, results or data of an object', () => {
    expect(listItemsOf([card])).toEqual([card]);
    expect(listItemsOf({ items: [card] })).toEqual([card]);
    expect(listItemsOf({ results: [card] })).toEqual([card]);
    expect(listItemsOf({ data: [card] })).toEqual([card]);
  });

  it('treats anything else as an empty list', () => {
    for (const garbage of [null, undefined, 'texto', 42, {}, { items: 'x' }, { data: { id: 1 } }, true]) {
      expect(listItemsOf(garbage)).toEqual([]);
      expect(normalizeCandidateList(garbage, { page: 1, size: 50 }).items).toEqual([]);
    }
  });

  it('normalises cards and drops entries without a usable id', () => {
    const page = normalizeCandidateList(
      { items: [card, { nome: 'Sem id' }, 'x', { id: '9', name: 'B' }] },
      EMPTY_FILTERS,
    );
    expect(page.items).toEqual([
      expected,
      { id: 9, nome: 'B', tipo_profissao: '', estado: '', cidade: '', foto_url: null, visualizacoes: 0 },
    ]);
  });

  it('reads total, page and size, or keeps the requested ones (total unknown for a bare array)', () => {
    expect(
      normalizeCandidateList({ items: [card], total: 31, page: 2, size: 10 }, EMPTY_FILTERS),
    ).toMatchObject({
      total: 31,
      page: 2,
      size: 10,
    });
    expect(normalizeCandidateList([card], { page: 3, size: 5 })).toEqual({
      items: [expected],
      total: null,
      page: 3,
      size: 5,
    });
  });

  it('accepts other spellings of a card', () => {
    expect(
      normalizeCard({
        usuario_id: 3,
        nome: 'C',
        endereco: { uf: 'rj', cidade: 'Niterói' },
        foto: 'f.png',
        visualizacoes: '4',
      }),
    ).toMatchObject({ id: 3, estado: 'RJ', cidade: 'Niterói', foto_url: 'f.png', visualizacoes: 4 });
  });
});

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
      page: 1,
      size: 50,
    });
    expect(page.items).toEqual([expected]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/v1/usuario_candidato/full?tipos_profissao=TSB&tipos_profissao=ASB&estados=SP&page=1&size=50',
    );
  });

  it('gives an empty list for a 404 or a "nenhum usuário" message', async () => {
    fetchMock.mockResolvedValueOnce(reply({ detail: 'Não encontrado' }, 404));
    await expect(fetchCandidatePage(EMPTY_FILTERS)).resolves.toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 50,
    });
    fetchMock.mockResolvedValueOnce(reply({ detail: 'Nenhum usuário encontrado' }, 400));
    await expect(fetchCandidatePage(EMPTY_FILTERS)).resolves.toMatchObject({ items: [], total: 0 });
  });

  it('logs other failures and passes them on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(reply({ detail: 'Acesso negado.' }, 403));
    await expect(fetchCandidatePage(EMPTY_FILTERS)).rejects.toMatchObject({
      status: 403,
      detail: 'Acesso negado.',
    });
    expect(log).toHaveBeenCalledWith(LIST_ERROR_LOG, expect.anything());
  });

  it('recognises the empty-list errors', () => {
    expect(isEmptyListError(new Error('NENHUM USUARIO cadastrado'))).toBe(true);
    expect(isEmptyListError(new Error('Falha'))).toBe(false);
  });
});
