import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/page-test-utils';
import { addressFill, type CepAddress, useCepLookup } from './cep-lookup';

const EMPTY: CepAddress = { rua: '', bairro: '', cidade: '', estado: '' };
const SE = { cep: '01001-000', rua: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' };

describe('addressFill', () => {
  it('fills every part the provider knows into an untouched form', () => {
    expect(addressFill(SE, EMPTY, EMPTY)).toEqual({
      rua: 'Praça da Sé',
      bairro: 'Sé',
      cidade: 'São Paulo',
      estado: 'SP',
    });
  });

  it('replaces what a former CEP filled, but not what was typed while the lookup ran', () => {
    const before = { rua: 'Rua A', bairro: 'B', cidade: 'Recife', estado: 'PE' };
    const now = { ...before, rua: 'Rua digitada agora' };
    expect(addressFill(SE, before, now)).toEqual({ bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' });
  });

  it('keeps a typed part the provider leaves empty (a CEP of a whole town)', () => {
    const town = { rua: '', bairro: '', cidade: 'Cunha', estado: 'SP' };
    const typed = { ...EMPTY, rua: 'Rua Um' };
    expect(addressFill(town, typed, typed)).toEqual({ cidade: 'Cunha', estado: 'SP' });
  });
});

function setup(routes: Parameters<typeof stubFetch>[0]) {
  const fetch = stubFetch(routes);
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  let form: CepAddress = { ...EMPTY };
  const write = vi.fn((fill: Partial<CepAddress>) => {
    form = { ...form, ...fill };
  });
  const hook = renderHook(() => useCepLookup(() => form, write), { wrapper });
  return { fetch, hook, write, form: () => form };
}

describe('useCepLookup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('looks a typed CEP up once it has 8 digits and fills the form', async () => {
    const { fetch, hook, write, form } = setup({ 'GET /api/v1/cep/01001000': () => json(SE) });
    act(() => hook.result.current.onCepChange('01001-00'));
    expect(hook.result.current.status).toBe('idle');
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/cep/'), expect.anything());
    act(() => hook.result.current.onCepChange('01001-000'));
    await waitFor(() => expect(hook.result.current.status).toBe('found'));
    expect(write).toHaveBeenCalledTimes(1);
    expect(form()).toEqual({ rua: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' });
    expect(hook.result.current.hint).toBe('Endereço preenchido pelo CEP. Confira e complete.');
  });

  it('leaves the form manual when the CEP does not exist or the lookup is unavailable', async () => {
    const { hook, write } = setup({
      'GET /api/v1/cep/99999999': () => json({ detail: 'CEP não encontrado.' }, 404),
      'GET /api/v1/cep/88888888': () => json({ detail: 'Indisponível.' }, 503),
    });
    act(() => hook.result.current.onCepChange('99999-999'));
    await waitFor(() => expect(hook.result.current.status).toBe('not-found'));
    expect(hook.result.current.hint).toBe('CEP não encontrado. Preencha o endereço manualmente.');
    act(() => hook.result.current.onCepChange('88888-888'));
    await waitFor(() => expect(hook.result.current.status).toBe('unavailable'));
    expect(hook.result.current.hint).toBe(
      'A consulta de CEP está indisponível agora. Preencha o endereço manualmente.',
    );
    expect(write).not.toHaveBeenCalled();
  });
});
