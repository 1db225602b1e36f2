// The personal strip of /home (GET /api/v1/usuarios/me/resumo) and the owner's preview of their
// profile as clinics get it (GET /api/v1/usuario_candidato/{id}/full?visao=clinica).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visualizacoes } from '../src/db/schema';
import { publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { apply, createVaga, newCandidate, newClinic } from './job-posting-factories';

let t: TestApp;
let ana: TestUser;
let draft: TestUser;
let clinic: TestUser;
let clinic2: TestUser;
let clinic3: TestUser;

const ADDRESS = {
  estado: 'SP',
  cep: '11060-001',
  cidade: 'Santos',
  logradouro: 'Avenida Ana Costa',
  numero: '482',
  complemento: 'Apto 12',
  bairro: 'Gonzaga',
  deseja_atuar_fora: true,
};

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  ana = await newCandidate(t.app, { nome: 'Ana Souza', tipo_profissao: 'TSB' });
  draft = await newCandidate(t.app, { nome: 'Rascunho', tipo_profissao: 'Recepcionista' });
  clinic = await newClinic(t.app, { nome_fantasia: 'Clínica Raio' });
  clinic2 = await newClinic(t.app);
  clinic3 = await newClinic(t.app);
  await publishCandidate(t.app, ana, { endereco: ADDRESS });
});
afterAll(() => t?.close());

const get = (url: string, who: TestUser | null) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers });
const summary = (who: TestUser | null) => get('/api/v1/usuarios/me/resumo', who);
const view = (candidateId: number, who: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/visualizacoes/visualizacoes?candidato_id=${candidateId}`,
    headers: who.headers,
  });

describe('GET /api/v1/usuarios/me/resumo', () => {
  it('answers 401 to a visitor and to an unknown token', async () => {
    const visitor = await summary(null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().detail).toBeTruthy();
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usuarios/me/resumo',
      headers: { authorization: 'Bearer nao-existe' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('tells an unpublished candidate so, with no views and their profession', async () => {
    const res = await summary(draft);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      tipo_usuario: 'candidato',
      nome: 'Rascunho',
      tipo_profissao: 'Recepcionista',
      publicado: false,
      visualizacoes_semana: 0,
      visualizacoes_total: 0,
    });
  });

  it("counts a published candidate's views of the last 7 days, not older ones", async () => {
    expect((await view(ana.id, clinic)).statusCode).toBe(201);
    expect((await view(ana.id, clinic2)).statusCode).toBe(201);
    // A view of 10 days ago counts in the total only; one of 6 days ago still counts this week.
    await t.app.db.insert(visualizacoes).values([
      { candidato_id: ana.id, clinica_id: clinic3.id, dia: sql`current_date - 10` as unknown as string },
      { candidato_id: ana.id, clinica_id: clinic3.id, dia: sql`current_date - 6` as unknown as string },
    ]);
    const res = await summary(ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      tipo_usuario: 'candidato',
      nome: 'Ana Souza',
      tipo_profissao: 'TSB',
      publicado: true,
      visualizacoes_semana: 3,
      visualizacoes_total: 4,
    });
    // Another candidate's figures are their own.
    expect((await summary(draft)).json().visualizacoes_total).toBe(0);
  });

  it("counts a clinic's new applications (still 'recebida') on its own postings only", async () => {
    const empty = await summary(clinic2);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ tipo_usuario: 'clinica', candidaturas_novas: 0, vagas_abertas: 0 });

    const vaga = await createVaga(t.app, clinic);
    await createVaga(t.app, clinic);
    const bia = await newCandidate(t.app, { tipo_profissao: 'TSB' });
    await publishCandidate(t.app, bia);
    const first = await apply(t.app, ana, vaga);
    expect(first.statusCode, first.body).toBe(201);
    expect((await apply(t.app, bia, vaga)).statusCode).toBe(201);

    const res = await summary(clinic);
    expect(res.json()).toEqual({
      tipo_usuario: 'clinica',
      nome_fantasia: 'Clínica Raio',
      candidaturas_novas: 2,
      vagas_abertas: 2,
    });
    // Once the clinic moves one on in its pipeline, it is no longer new.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidaturas/${first.json().id}`,
      headers: clinic.headers,
      payload: { status: 'em_analise' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await summary(clinic)).json().candidaturas_novas).toBe(1);
    expect((await summary(clinic2)).json().candidaturas_novas).toBe(0);
  });
});

describe('GET /api/v1/usuario_candidato/{id}/full?visao=clinica', () => {
  const url = (id: number, query = '?visao=clinica') => `/api/v1/usuario_candidato/${id}/full${query}`;

  it('gives the owner exactly what a clinic gets: no street, number, bairro, CEP or CPF', async () => {
    const preview = await get(url(ana.id), ana);
    expect(preview.statusCode, preview.body).toBe(200);
    const asClinic = await get(url(ana.id, ''), clinic);
    expect(asClinic.statusCode).toBe(200);
    const { salvo: _salvo, ...clinicAnswer } = asClinic.json();
    const { foto_url: _a, ...previewRest } = preview.json();
    const { foto_url: _b, ...clinicRest } = clinicAnswer;
    expect(previewRest).toEqual(clinicRest);
    expect(preview.json().endereco).toEqual({
      id: ana.id,
      usuario_candidato_id: ana.id,
      estado: 'SP',
      cidade: 'Santos',
      deseja_atuar_fora: true,
    });
    expect(preview.body).not.toContain('Ana Costa');
    expect(preview.body).not.toContain('11060');
    expect(preview.json()).not.toHaveProperty('cpf');

    // Without it the owner still gets everything.
    const own = await get(url(ana.id, ''), ana);
    expect(own.json().endereco).toMatchObject({ logradouro: 'Avenida Ana Costa', numero: '482' });
    expect(own.json().cpf).toBeTruthy();
  });

  it('opens nothing new: other candidates 403, visitors 401, a bad value 422', async () => {
    expect((await get(url(ana.id), draft)).statusCode).toBe(403);
    expect((await get(url(ana.id), null)).statusCode).toBe(401);
    const bad = await get(url(ana.id, '?visao=dono'), ana);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBeTruthy();
  });
});
