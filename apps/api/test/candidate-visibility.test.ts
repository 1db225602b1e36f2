// Issue 12, item 1: a candidate who has not published (with consent) does not exist for anyone
// but themself. Every route that reads a candidate by id (the full profile, each record, the photo,
// the portfolio list and links, the view count, the view registration) answers 404 to clinics and
// other candidates exactly as for an unknown id; the candidate reads everything of their own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createClinic, publishCandidate, type TestUser, uploadPhoto } from './factories';
import { createTestApp, type TestApp } from './helper';
import { multipart, pdf } from './multipart';

let t: TestApp;
let hidden: TestUser;
let pub: TestUser;
let other: TestUser;
let clinic: TestUser;
const portfolioKey: Record<number, string> = {};

const NOT_FOUND = { detail: 'Candidato não encontrado.', code: 'candidate.not_found' };
const UNKNOWN_ID = 2_000_000_000;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: object) {
  return t.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });
}

async function uploadPortfolio(user: TestUser): Promise<string> {
  const body = multipart([
    { field: 'arquivos', filename: 'portfolio.pdf', contentType: 'application/pdf', data: pdf() },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/arquivos/portfolio/candidato/${user.id}`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0].key;
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  hidden = await createCandidate(t.app, { nome: 'Helena Oculta', tipo_profissao: 'TSB' });
  pub = await createCandidate(t.app, { nome: 'Paula Publicada', tipo_profissao: 'TSB' });
  other = await createCandidate(t.app);
  clinic = await createClinic(t.app);
  await publishCandidate(t.app, pub);
  // The hidden candidate fills everything through the record routes but never publishes.
  const saves: [string, object][] = [
    ['/api/v1/formacao_candidato', { nivel_escolaridade: 'Técnico', curso: 'TSB', ano_conclusao: '2019' }],
    ['/api/v1/experiencia_candidato', { cargo: 'TSB', tempo_experiencia: '2 anos', descricao: 'Raios X' }],
    ['/api/v1/endereco_candidato', { estado: 'SP', cep: '01310-100', cidade: 'São Paulo', numero: '10' }],
    ['/api/v1/tecnico', { experiencia_3d: 'sim' }],
  ];
  for (const [url, payload] of saves) {
    const res = await call('POST', url, hidden, payload);
    expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
  }
  for (const user of [hidden, pub]) {
    await uploadPhoto(t.app, user);
    portfolioKey[user.id] = await uploadPortfolio(user);
  }
});
afterAll(() => t?.close());

/** Every read of a candidate by id, at /api/v1 and at the spec's bare paths. */
const readUrls = (id: number, key = portfolioKey[id] ?? 'portfolio/1/x.pdf') => [
  `/api/v1/usuario_candidato/${id}/full`,
  `/api/v1/formacao_candidato/${id}`,
  `/formacao_candidato/${id}`,
  `/api/v1/experiencia_candidato/${id}`,
  `/experiencia_candidato/${id}`,
  `/api/v1/endereco_candidato/${id}`,
  `/endereco_candidato/${id}`,
  `/api/v1/tecnico/${id}`,
  `/tecnico/${id}`,
  `/api/v1/arquivos/perfil/candidato/${id}`,
  `/api/v1/arquivos/portfolio/candidato/${id}`,
  `/api/v1/arquivos/portfolio/candidato/${id}/link?key=${encodeURIComponent(key)}`,
  `/api/v1/visualizacoes/visualizacoes/count?candidato_id=${id}`,
  `/visualizacoes/visualizacoes/count?candidato_id=${id}`,
];

describe('a candidate who has not published', () => {
  it('reads everything of their own', async () => {
    for (const url of readUrls(hidden.id)) {
      const res = await call('GET', url, hidden);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    const full = (await call('GET', `/api/v1/usuario_candidato/${hidden.id}/full`, hidden)).json();
    expect(full).toMatchObject({
      nome: 'Helena Oculta',
      published_at: null,
      endereco: { cidade: 'São Paulo' },
    });
  });

  it('does not exist for clinics nor for other candidates: 404, the same answer as an unknown id', async () => {
    for (const reader of [clinic, other]) {
      for (const [i, url] of readUrls(hidden.id).entries()) {
        const res = await call('GET', url, reader);
        expect(res.statusCode, `${url} ${res.body}`).toBe(404);
        expect(res.json(), url).toEqual(NOT_FOUND);
        const unknown = await call('GET', readUrls(UNKNOWN_ID)[i] as string, reader);
        expect([unknown.statusCode, unknown.json()], url).toEqual([404, NOT_FOUND]);
      }
    }
    // Nor for the records of the other professions.
    for (const kind of ['radiologista', 'recepcionista']) {
      const res = await call('GET', `/api/v1/${kind}/${hidden.id}`, clinic);
      expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
    }
  });

  it('cannot be counted as viewed by a clinic (404 at both paths)', async () => {
    for (const prefix of ['/api/v1', '']) {
      const res = await call(
        'POST',
        `${prefix}/visualizacoes/visualizacoes?candidato_id=${hidden.id}`,
        clinic,
      );
      expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
    }
    expect(
      (await call('GET', `/visualizacoes/visualizacoes/count?candidato_id=${hidden.id}`, hidden)).json(),
    ).toEqual({ visualizacoes: 0 });
  });

  it('answers 401 without a session, before anything is looked up', async () => {
    for (const url of readUrls(hidden.id)) {
      expect((await call('GET', url, null)).statusCode, url).toBe(401);
    }
  });

  it('cannot be published without a recorded consent, even by a direct database write', async () => {
    await expect(
      t.app.db.execute(sql`update candidatos set published_at = now() where usuario_id = ${hidden.id}`),
    ).rejects.toThrow();
  });
});

describe('a published candidate', () => {
  it('is read by the candidate and by clinics', async () => {
    for (const reader of [pub, clinic]) {
      for (const url of readUrls(pub.id)) {
        const res = await call('GET', url, reader);
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      }
    }
    const view = await call('POST', `/api/v1/visualizacoes/visualizacoes?candidato_id=${pub.id}`, clinic);
    expect(view.statusCode).toBe(201);
  });

  it('is refused to other candidates (403), as before', async () => {
    for (const url of readUrls(pub.id)) {
      const res = await call('GET', url, other);
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
    }
  });

  it('becomes visible by publishing, with its records', async () => {
    await publishCandidate(t.app, hidden, { registro: { experiencia_3d: 'sim' } });
    const res = await call('GET', `/api/v1/usuario_candidato/${hidden.id}/full`, clinic);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nome: 'Helena Oculta', registro: { tipo: 'tecnico' } });
    expect(res.json().foto_url).toMatch(/^\/api\/v1\/arquivos\/download\?/);
  });
});
