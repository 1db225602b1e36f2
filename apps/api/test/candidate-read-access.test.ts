// Who reads a candidate's profile and portfolio (issue 6): the candidate themself and any clinic;
// 403 to other candidates, 401 without a session. GET /api/v1/usuario_candidato/{id}/full,
// GET /api/v1/arquivos/portfolio/candidato/{id} and its /link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { multipart, pdf } from './multipart';

let t: TestApp;
let ana: TestUser;
let bia: TestUser;
let clinic: TestUser;
let key: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  ana = await createCandidate(t.app, { nome: 'Ana Leitura' });
  bia = await createCandidate(t.app);
  clinic = await createClinic(t.app);
  await publishCandidate(t.app, ana);
  const body = multipart([
    { field: 'arquivos', filename: 'portfolio.pdf', contentType: 'application/pdf', data: pdf() },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/arquivos/portfolio/candidato/${ana.id}`,
    headers: { ...ana.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  key = res.json()[0].key;
});
afterAll(() => t?.close());

const urls = () => [
  `/api/v1/usuario_candidato/${ana.id}/full`,
  `/api/v1/arquivos/portfolio/candidato/${ana.id}`,
  `/api/v1/arquivos/portfolio/candidato/${ana.id}/link?key=${encodeURIComponent(key)}`,
];
const get = (url: string, who: TestUser | null) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers });

describe("a candidate's profile and portfolio", () => {
  it('answer the candidate themself and clinics', async () => {
    for (const who of [ana, clinic]) {
      for (const url of urls()) {
        const res = await get(url, who);
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      }
      expect((await get(urls()[0] as string, who)).json().nome).toBe('Ana Leitura');
    }
  });

  it('are refused to other candidates (403) and without a session (401)', async () => {
    for (const url of urls()) {
      const other = await get(url, bia);
      expect(other.statusCode, url).toBe(403);
      expect(other.json().detail, url).toBe('Você não tem permissão para acessar este recurso.');
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });
});
