// GET /api/v1/usuario_candidato/{id}/full and the one-request publish of the wizard.
import { PUBLISH_CONSENT_MESSAGE } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidatos, enderecosCandidato, experiencias, formacoes, visualizacoes } from '../src/db/schema';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let tsb: TestUser;
let other: TestUser;
/** Published from the start: what others read. */
let pub: TestUser;
let clinic: TestUser;
let clinic2: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  tsb = await createCandidate(t.app, {
    tipo_profissao: 'TSB',
    nome: 'Ana Souza',
    dataNascimento: '1992-03-04',
  });
  other = await createCandidate(t.app, { tipo_profissao: 'Técnico' });
  pub = await createCandidate(t.app, { tipo_profissao: 'ASB', dataNascimento: '1990-01-02' });
  await publishCandidate(t.app, pub);
  clinic = await createClinic(t.app);
  clinic2 = await createClinic(t.app);
});
afterAll(() => t?.close());

const publishUrl = (id: number) => `/api/v1/usuario_candidato/${id}/publicar`;
const fullUrl = (id: number) => `/api/v1/usuario_candidato/${id}/full`;
const post = (url: string, user: TestUser | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: user?.headers, payload });
const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers });

const wizard = (overrides: Record<string, unknown> = {}) => ({
  formacoes: [
    { nivel_escolaridade: 'Técnico', curso: 'TSB', instituicao: 'SENAC', ano_conclusao: '2015-12-10' },
    { nivel_escolaridade: 'Ensino Superior Completo', curso: 'Radiologia', ano_conclusao: '20/12/2020' },
  ],
  experiencias: [{ cargo: 'TSB', tempo_experiencia: '4 anos', descricao: 'Tomografias e panorâmicas' }],
  endereco: { estado: 'RJ', cep: '20040-020', cidade: 'Rio de Janeiro', atuarEmOutraCidade: 'sim' },
  registro: { equipamentos_3d: 'Vatech, Morita', experiencia_3d: 'sim', nivel_informatica: 'Básico' },
  consentimento: true,
  versao_politica: '2025-06',
  ...overrides,
});

async function saved(candidateId: number) {
  const db = t.app.db;
  const [candidate] = await db.select().from(candidatos).where(eq(candidatos.usuario_id, candidateId));
  return {
    candidate,
    formacoes: await db.select().from(formacoes).where(eq(formacoes.usuario_candidato_id, candidateId)),
    experiencias: await db
      .select()
      .from(experiencias)
      .where(eq(experiencias.usuario_candidato_id, candidateId)),
    endereco: await db
      .select()
      .from(enderecosCandidato)
      .where(eq(enderecosCandidato.usuario_candidato_id, candidateId)),
  };
}

describe('GET /api/v1/usuario_candidato/{id}/full', () => {
  it('answers an unpublished candidate with empty parts; cpf and birth date only to the owner', async () => {
    const own = await get(fullUrl(tsb.id), tsb);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      id: tsb.id,
      nome: 'Ana Souza',
      email: tsb.email,
      tipo_profissao: 'TSB',
      published_at: null,
      formacoes: [],
      experiencias: [],
      endereco: null,
      registro: null,
      foto_url: null,
      visualizacoes: 0,
      dataNascimento: '1992-03-04',
    });
    expect(own.json().cpf).toMatch(/^\d{11}$/);

    // Not published: nobody else knows the candidate exists.
    for (const reader of [clinic, other]) {
      const hidden = await get(fullUrl(tsb.id), reader);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ detail: 'Candidato não encontrado.', code: 'candidate.not_found' });
    }
  });

  it('answers a published candidate to clinics, without cpf and birth date', async () => {
    const seen = await get(fullUrl(pub.id), clinic);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: pub.id, tipo_profissao: 'ASB' });
    expect(seen.json()).not.toHaveProperty('cpf');
    expect(seen.json()).not.toHaveProperty('dataNascimento');
  });

  it('refuses other candidates and anonymous callers; 404 for an unknown candidate', async () => {
    expect((await get(fullUrl(pub.id), other)).statusCode).toBe(403);
    expect((await get(fullUrl(pub.id))).statusCode).toBe(401);
    expect((await get(fullUrl(tsb.id))).statusCode).toBe(401);
    const unknown = await get(fullUrl(999999), clinic);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Candidato não encontrado.', code: 'candidate.not_found' });
    expect((await get(fullUrl(clinic.id), clinic)).statusCode).toBe(404);
  });

  it('counts the views of the profile', async () => {
    await t.app.db.insert(visualizacoes).values([
      { candidato_id: pub.id, clinica_id: clinic.id, dia: '2025-01-02' },
      { candidato_id: pub.id, clinica_id: clinic2.id, dia: '2025-01-02' },
      { candidato_id: pub.id, clinica_id: clinic.id, dia: '2025-01-03' },
    ]);
    expect((await get(fullUrl(pub.id), clinic)).json().visualizacoes).toBe(3);
  });
});

describe('POST /api/v1/usuario_candidato/{id}/publicar', () => {
  it('requires the consent checkbox, with a clear message, and saves nothing without it', async () => {
    for (const consentimento of [undefined, false, 'true', 'sim']) {
      const res = await post(publishUrl(tsb.id), tsb, wizard({ consentimento }));
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(PUBLISH_CONSENT_MESSAGE);
    }
    expect(PUBLISH_CONSENT_MESSAGE).toBe(
      'Para publicar, marque a caixa de consentimento autorizando o uso das suas informações.',
    );
    const state = await saved(tsb.id);
    expect(state.formacoes).toHaveLength(0);
    expect(state.candidate?.published_at).toBeNull();
    expect(state.candidate?.consent_at).toBeNull();
  });

  it('only the candidate publishes their own profile', async () => {
    expect((await post(publishUrl(tsb.id), other, wizard())).statusCode).toBe(403);
    expect((await post(publishUrl(tsb.id), clinic, wizard())).statusCode).toBe(403);
    expect((await post(publishUrl(tsb.id), undefined, wizard())).statusCode).toBe(401);
    const foreignRow = wizard({
      formacoes: [{ nivel_escolaridade: 'Técnico', usuario_candidato_id: other.id }],
    });
    expect((await post(publishUrl(tsb.id), tsb, foreignRow)).statusCode).toBe(403);
    expect((await saved(tsb.id)).formacoes).toHaveLength(0);
  });

  it('publishes everything at once and records when and to which policy version consent was given', async () => {
    const before = Date.now();
    const res = await post(publishUrl(tsb.id), tsb, wizard());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.formacoes.map((f: { ano_conclusao: number }) => f.ano_conclusao)).toEqual([2015, 2020]);
    expect(body.experiencias).toHaveLength(1);
    expect(body.endereco).toMatchObject({ estado: 'RJ', cep: '20040020', deseja_atuar_fora: true });
    expect(body.registro).toMatchObject({
      tipo: 'tecnico',
      data: {
        id: tsb.id,
        equipamentos_3d: ['Vatech', 'Morita'],
        experiencia_3d: true,
        nivel_informatica: 'Básico',
      },
    });
    expect(body.consent_version).toBe('2025-06');
    expect(Date.parse(body.published_at)).toBeGreaterThanOrEqual(before - 1000);

    const state = await saved(tsb.id);
    expect(state.candidate?.consent_version).toBe('2025-06');
    expect(state.candidate?.consent_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(state.formacoes).toHaveLength(2);

    const seen = await get(fullUrl(tsb.id), clinic);
    expect(seen.json()).toMatchObject({
      registro: { tipo: 'tecnico' },
      endereco: { cidade: 'Rio de Janeiro' },
    });
    expect(seen.json()).not.toHaveProperty('consent_version');
  });

  it('a retry replaces instead of duplicating rows', async () => {
    const first = (await saved(tsb.id)).candidate?.published_at?.getTime() ?? 0;
    const res = await post(publishUrl(tsb.id), tsb, wizard({ versao_politica: '2025-07' }));
    expect(res.statusCode).toBe(200);
    const state = await saved(tsb.id);
    expect(state.formacoes).toHaveLength(2);
    expect(state.experiencias).toHaveLength(1);
    expect(state.endereco).toHaveLength(1);
    expect(state.candidate?.consent_version).toBe('2025-07');
    expect(state.candidate?.published_at?.getTime()).toBeGreaterThanOrEqual(first);
  });

  it('refuses bad input anywhere in the payload and keeps the published profile as it was', async () => {
    const cases: [object, string][] = [
      [
        wizard({ formacoes: [{ nivel_escolaridade: 'Técnico', nota: 1 }] }),
        "Campo 'formacoes.0': campo não permitido: nota.",
      ],
      [
        wizard({ endereco: { estado: 'ZZ' } }),
        "Campo 'endereco.estado': Estado inválido: use a sigla de uma das 27 unidades da federação.",
      ],
      [
        wizard({ registro: { tipo_exame_2d: 'Periapical' } }),
        "Campo 'registro': campo não permitido: tipo_exame_2d.",
      ],
      [
        wizard({ registro: { experiencia_3d: 'talvez' } }),
        "Campo 'registro.experiencia_3d': Responda Sim ou Não.",
      ],
      [wizard({ experiencias: 'muitas' }), "Campo 'experiencias': Deve ser uma lista."],
      [wizard({ extra: 1 }), 'Campo não permitido: extra.'],
      [
        wizard({ versao_politica: '' }),
        "Campo 'versao_politica': Informe a versão da política de privacidade.",
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await post(publishUrl(tsb.id), tsb, payload);
      expect(res.statusCode, detail).toBe(422);
      expect(res.json().detail).toBe(detail);
    }
    const state = await saved(tsb.id);
    expect(state.formacoes.map((f) => f.curso).sort()).toEqual(['Radiologia', 'TSB']);
    expect(state.candidate?.consent_version).toBe('2025-07');
  });

  it('a failure in the middle of the transaction saves nothing (new and already published candidates)', async () => {
    // Every new technologist record now fails inside the transaction, after the formações,
    // experiências and address were written.
    await t.app.db.execute(
      sql`alter table tecnicos add constraint tecnicos_test_fail check (false) not valid`,
    );
    try {
      const fresh = await post(publishUrl(other.id), other, wizard());
      expect(fresh.statusCode).toBe(422);
      expect(fresh.json().detail).toBe('Dados inválidos.');
      const state = await saved(other.id);
      expect(state.formacoes).toHaveLength(0);
      expect(state.experiencias).toHaveLength(0);
      expect(state.endereco).toHaveLength(0);
      expect(state.candidate?.published_at).toBeNull();
      expect(state.candidate?.consent_at).toBeNull();

      const republish = await post(
        publishUrl(tsb.id),
        tsb,
        wizard({
          formacoes: [{ nivel_escolaridade: 'Mestrado', curso: 'Imaginologia' }],
          versao_politica: 'v9',
        }),
      );
      expect(republish.statusCode).toBe(422);
      const kept = await saved(tsb.id);
      expect(kept.formacoes.map((f) => f.curso).sort()).toEqual(['Radiologia', 'TSB']);
      expect(kept.candidate?.consent_version).toBe('2025-07');
    } finally {
      await t.app.db.execute(sql`alter table tecnicos drop constraint tecnicos_test_fail`);
    }
    expect((await post(publishUrl(other.id), other, wizard())).statusCode).toBe(200);
  });
});
