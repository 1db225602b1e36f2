// Shortcuts for the job-posting tests: users with a strong password, a posting's payload, and
// publishing one through the API.
import { expect } from 'vitest';
import type { App } from '../src/app';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';

export const STRONG_PASSWORD = 'Radiografia#2026-Segura';

export const newClinic = (app: App, overrides: Record<string, unknown> = {}) =>
  createClinic(app, { senha: STRONG_PASSWORD, ...overrides });
export const newCandidate = (app: App, overrides: Record<string, unknown> = {}) =>
  createCandidate(app, { senha: STRONG_PASSWORD, ...overrides });

/** A candidate with a published profile (TSB in São Paulo/SP unless overridden). */
export async function publishedCandidate(
  app: App,
  overrides: Record<string, unknown> = {},
  publish: Record<string, unknown> = {},
): Promise<TestUser> {
  const candidate = await newCandidate(app, overrides);
  await publishCandidate(app, candidate, publish);
  return candidate;
}

export function vagaPayload(overrides: Record<string, unknown> = {}) {
  return {
    titulo: 'Técnico em radiologia odontológica',
    tipo_profissao: 'TSB',
    descricao: 'Operação de tomógrafo e panorâmico, atendimento a pacientes e organização de exames.',
    estado: 'SP',
    cidade: 'São Paulo',
    tipo_contrato: 'CLT',
    jornada: 'Integral',
    salario_min: 3000,
    salario_max: 4500.5,
    mostrar_salario: true,
    equipamentos: ['Vatech', 'Carestream'],
    softwares: 'Romexis, OnDemand3D',
    registro_obrigatorio: true,
    beneficios: ['Vale-transporte', 'Plano odontológico'],
    ...overrides,
  };
}

export async function createVaga(app: App, clinic: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/vagas',
    headers: clinic.headers,
    payload: vagaPayload(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

export async function apply(app: App, candidate: TestUser, vagaId: number, mensagem?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/vagas/${vagaId}/candidaturas`,
    headers: candidate.headers,
    payload: mensagem === undefined ? {} : { mensagem },
  });
}
