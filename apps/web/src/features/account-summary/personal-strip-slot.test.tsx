import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { jobsOfProfession } from './personal-strip';
import { PersonalStripSlot } from './personal-strip-slot';

function signIn(id: number, tipo: 'candidato' | 'clinica') {
  localStorage.setItem('auth_token', 'token');
  localStorage.setItem('usuario', JSON.stringify({ id, tipo_usuario: tipo }));
  localStorage.setItem('tipo_usuario', tipo);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the personal strip of /home', () => {
  it('renders nothing and asks nothing for a visitor', () => {
    const fetchMock = stubFetch({});
    renderPage(PersonalStripSlot, '/home');
    expect(screen.queryByRole('region')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/resumo'))).toBe(false);
  });

  it("tells a candidate whether the profile is published and this week's views", async () => {
    signIn(7, 'candidato');
    stubFetch({
      'GET /api/v1/usuarios/me/resumo': () =>
        json({
          tipo_usuario: 'candidato',
          nome: 'Ana Souza',
          tipo_profissao: 'Dentista Radiologista',
          publicado: false,
          visualizacoes_semana: 3,
          visualizacoes_total: 9,
        }),
    });
    renderPage(PersonalStripSlot, '/home');
    const strip = await screen.findByRole('region', { name: 'Olá, Ana!' });
    expect(strip.textContent).toContain('Perfil não publicado');
    expect(strip.textContent).toContain('3 visualizações nos últimos 7 dias');
    expect(screen.getByRole('link', { name: 'Publicar meu currículo' }).getAttribute('href')).toBe(
      '/cadastrar/curriculo',
    );
    expect(screen.getByRole('link', { name: 'Vagas de Dentista Radiologista' }).getAttribute('href')).toBe(
      '/vagas?tipos_profissao=Dentista+Radiologista',
    );
  });

  it("shows a clinic's new applicants and the way to /candidatos", async () => {
    signIn(8, 'clinica');
    stubFetch({
      'GET /api/v1/usuarios/me/resumo': () =>
        json({
          tipo_usuario: 'clinica',
          nome_fantasia: 'Clínica Sul',
          candidaturas_novas: 2,
          vagas_abertas: 1,
        }),
    });
    renderPage(PersonalStripSlot, '/home');
    const strip = await screen.findByRole('region', { name: 'Olá, Clínica Sul!' });
    expect(strip.textContent).toContain('2 candidaturas novas nas suas vagas');
    expect(screen.getByRole('link', { name: 'Encontrar candidatos' }).getAttribute('href')).toBe(
      '/candidatos',
    );
  });

  it('links to every job posting when the profession is not known', () => {
    expect(jobsOfProfession('')).toBe('/vagas');
    expect(jobsOfProfession('Técnico')).toBe('/vagas?tipos_profissao=T%C3%A9cnico');
  });
});
