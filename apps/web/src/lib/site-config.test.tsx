import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/providers';
import { SITE } from '../test/page-test-utils';
import { useSiteConfig } from './site-config';

let renders: string[] = [];

function Probe() {
  const { data, isPending } = useSiteConfig();
  const state = isPending ? 'carregando' : data ? `pronto: ${data.email}` : 'indisponível';
  renders.push(state);
  return <p>{state}</p>;
}

function renderProbe() {
  renders = [];
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );
}

describe('useSiteConfig', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('goes from loading straight to the facts, never through "unavailable"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(SITE)),
    );
    renderProbe();
    expect(await screen.findByText('pronto: contato@rxodonto.com.br')).toBeTruthy();
    expect(renders[0]).toBe('carregando');
    expect(renders).not.toContain('indisponível');
  });

  it('ends unavailable when the server keeps failing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    renderProbe();
    expect(await screen.findByText('indisponível', {}, { timeout: 8000 })).toBeTruthy();
    expect(renders[0]).toBe('carregando');
  });
});
