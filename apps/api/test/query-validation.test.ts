// Bad query strings are refused by the routes' schemas: 422 with `errors` naming the parameter,
// like a bad body; never a 500, never ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { createVaga, newCandidate, newClinic } from './job-posting-factories';

let t: TestApp;
let clinic: TestUser;
let candidate: TestUser;
let vaga: number;

beforeAll(async () => {
  t = await createTestApp();
  clinic = await newClinic(t.app);
  candidate = await newCandidate(t.app);
  vaga = await createVaga(t.app, clinic);
});
afterAll(() => t?.close());

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers });

/** The answer is a 422 whose `errors` names `field` with `message` (and the detail says it too). */
async function expectRefused(url: string, user: TestUser | undefined, field: string, message: string) {
  const res = await get(url, user);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
  const body = res.json();
  expect(body.errors, url).toEqual(
    expect.arrayContaining([
      { field, code: expect.stringMatching(/^field\./), message: expect.stringContaining(message) },
    ]),
  );
  expect(body.detail, url).toContain(message);
}

describe('query strings checked by the route schemas', () => {
  it('refuses bad paging and filters of the clinics’ candidate list, field by field', async () => {
    const list = '/api/v1/usuario_candidato/full';
    await expectRefused(
      `${list}?page=abc`,
      clinic,
      'page',
      'page deve ser um número inteiro maior ou igual a 1.',
    );
    await expectRefused(`${list}?size=1000`, clinic, 'size', 'size deve estar entre 1 e 100.');
    await expectRefused(`${list}?estados=SP,XX`, clinic, 'estados', "Estado inválido: 'XX'.");
    await expectRefused(
      `${list}?tipos_profissao=Dentista`,
      clinic,
      'tipos_profissao',
      "Profissão inválida: 'Dentista'.",
    );
    // The accepted forms still work: repeated, comma-joined, any case, blank values dropped.
    const ok = await get(`${list}?estados=sp,RJ&estados=&tipos_profissao=tsb&page=1&size=10`, clinic);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ page: 1, size: 10 });
  });

  it('refuses bad paging and filters of the postings, the applicants and the own lists', async () => {
    await expectRefused('/api/v1/vagas?page=abc', undefined, 'page', 'page deve ser um número inteiro');
    await expectRefused('/api/v1/vagas?size=1000', undefined, 'size', 'size deve estar entre 1 e');
    await expectRefused('/api/v1/vagas?estados=XX', undefined, 'estados.0', "Estado inválido: 'XX'.");
    await expectRefused(
      `/api/v1/vagas/${vaga}/candidaturas?status=aceita`,
      clinic,
      'status.0',
      'Status inválido',
    );
    await expectRefused(
      `/api/v1/vagas/${vaga}/candidaturas?ordem=nome`,
      clinic,
      'ordem',
      "ordem deve ser 'match' ou 'data'.",
    );
    await expectRefused('/api/v1/vagas/minhas?page=0', clinic, 'page', 'page deve ser um número inteiro');
    await expectRefused(
      '/api/v1/candidaturas/minhas?size=abc',
      candidate,
      'size',
      'size deve estar entre 1 e',
    );
    expect(
      (await get(`/api/v1/vagas/${vaga}/candidaturas?status=recebida,entrevista&ordem=match`, clinic))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a candidate id that is not one in the profile views', async () => {
    await expectRefused(
      '/api/v1/visualizacoes/visualizacoes/count?candidato_id=abc',
      candidate,
      'candidato_id',
      'Identificador inválido.',
    );
    await expectRefused(
      '/visualizacoes/visualizacoes/count',
      candidate,
      'candidato_id',
      'Identificador inválido.',
    );
  });

  it('still checks the session before the query', async () => {
    expect((await get('/api/v1/usuario_candidato/full?page=abc')).statusCode).toBe(401);
    expect((await get('/api/v1/usuario_candidato/full?page=abc', candidate)).statusCode).toBe(403);
  });
});
