// Moderation: the accounts list and page, suspension (no sign-in, sessions ended at once, hidden
// everywhere, nothing deleted) and reactivation, verified clinics, and the audit trail of it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createAdmin } from './admin-factories';
import { bearer, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { apply, createVaga, newClinic, publishedCandidate, STRONG_PASSWORD } from './job-posting-factories';

// The 403 of a suspended account, at sign-in and to the requests of its ended sessions: a stable
// code beside the text, for the web to tell it from an expired session.
const SUSPENDED = { detail: 'Conta suspensa. Fale com a RX Odonto.', code: 'conta_suspensa' };

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let clinic: TestUser;
let viewer: TestUser;
let candidate: TestUser;
let vagaId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t, 'Ana Moderadora');
  clinic = await newClinic(t.app, { nome_fantasia: 'Clínica Moderada Sorriso' });
  viewer = await newClinic(t.app, { nome_fantasia: 'Clínica Observadora' });
  candidate = await publishedCandidate(t.app, { nome: 'Bruna Moderação' });
  vagaId = await createVaga(t.app, clinic);
  expect((await apply(t.app, candidate, vagaId, 'Tenho experiência.')).statusCode).toBe(201);
  const view = await t.app.inject({
    method: 'POST',
    url: `/api/v1/visualizacoes/visualizacoes?candidato_id=${candidate.id}`,
    headers: viewer.headers,
  });
  expect(view.statusCode).toBe(201);
});
afterAll(() => t?.close());

const get = (url: string, headers?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
const login = (who: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/usuarios/login',
    payload: { email: who.email, senha: STRONG_PASSWORD },
  });
const publicVagaIds = async (query = '') =>
  ((await get(`/api/v1/vagas${query}`)).json().items as { id: number }[]).map((v) => v.id);
const searchIds = async () =>
  ((await get('/api/v1/usuario_candidato/full', viewer.headers)).json().items as { id: number }[]).map(
    (c) => c.id,
  );

describe('GET /api/v1/admin/usuarios', () => {
  it('searches name, trade name and e-mail, any case, by type, with paging', async () => {
    const byName = await adminCall(t.app, 'GET', '/usuarios?q=MODERADA%20sorriso', admin.headers);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ total: 1, page: 1, size: 20 });
    expect(byName.json().items[0]).toMatchObject({
      id: clinic.id,
      tipo_usuario: 'clinica',
      nome: 'Clínica Moderada Sorriso',
      suspenso: false,
      verificada: false,
      publicado: null,
    });
    const byEmail = await adminCall(
      t.app,
      'GET',
      `/usuarios?q=${candidate.email.toUpperCase()}`,
      admin.headers,
    );
    expect(byEmail.json().items.map((u: { id: number }) => u.id)).toEqual([candidate.id]);
    const clinics = await adminCall(t.app, 'GET', '/usuarios?tipo=clinica&size=1&page=2', admin.headers);
    expect(clinics.json()).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(clinics.json().items).toHaveLength(1);
    const bad = await adminCall(t.app, 'GET', '/usuarios?tipo=chefe', admin.headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: 'tipo' });
    expect(bad.json().errors[0].message).toContain('Tipo de conta inválido.');
  });

  it('opens an account with its records, postings, applications and views', async () => {
    const c = (await adminCall(t.app, 'GET', `/usuarios/${candidate.id}`, admin.headers)).json();
    expect(c).toMatchObject({ id: candidate.id, tipo_usuario: 'candidato', publicado: true, clinica: null });
    expect(c.candidato).toMatchObject({ nome: 'Bruna Moderação', estado: 'SP' });
    expect(c.candidato.formacoes[0]).toMatchObject({ curso: 'Radiologia', instituicao: 'SENAC' });
    expect(c.candidaturas).toEqual([
      expect.objectContaining({ status: 'recebida', vaga: expect.objectContaining({ id: vagaId }) }),
    ]);
    expect(c.visualizacoes).toEqual({ recebidas: 1, feitas: 0 });
    const k = (await adminCall(t.app, 'GET', `/usuarios/${clinic.id}`, admin.headers)).json();
    expect(k.vagas).toEqual([expect.objectContaining({ id: vagaId, status: 'aberta', candidaturas: 1 })]);
    expect(k.clinica).toMatchObject({ nome_fantasia: 'Clínica Moderada Sorriso', verificada_em: null });
    expect((await adminCall(t.app, 'GET', '/usuarios/999999', admin.headers)).statusCode).toBe(404);
  });
});

describe('suspension', () => {
  it('needs a reason (Portuguese 422)', async () => {
    const res = await adminCall(t.app, 'POST', `/usuarios/${clinic.id}/suspender`, admin.headers, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'motivo' })]);
    expect(res.json().errors[0].message).toContain('Informe o motivo da suspensão.');
  });

  it('a clinic: its session ends at once, it cannot sign in, its posting disappears; reactivation brings it back', async () => {
    expect((await get('/api/v1/usuarios/me', clinic.headers)).statusCode).toBe(200); // cached session
    expect(await publicVagaIds()).toContain(vagaId);

    const res = await adminCall(t.app, 'POST', `/usuarios/${clinic.id}/suspender`, admin.headers, {
      motivo: 'Vagas falsas',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ suspenso: true, motivo_suspensao: 'Vagas falsas' });

    const ended = await get('/api/v1/usuarios/me', clinic.headers);
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toEqual(SUSPENDED);
    const endedOther = await get('/api/v1/usuarios/me/resumo', clinic.headers);
    expect(endedOther.statusCode).toBe(403);
    expect(endedOther.json()).toEqual(SUSPENDED);
    const oldHeaders = clinic.headers;
    const denied = await login(clinic);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(SUSPENDED);
    expect(await publicVagaIds()).not.toContain(vagaId);
    expect((await get(`/api/v1/vagas/${vagaId}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/vagas/${vagaId}`, candidate.headers)).statusCode).toBe(404);
    expect((await apply(t.app, candidate, vagaId)).statusCode).toBe(404);
    const again = await adminCall(t.app, 'POST', `/usuarios/${clinic.id}/suspender`, admin.headers, {
      motivo: 'x y z',
    });
    expect(again.statusCode).toBe(409);

    const back = await adminCall(t.app, 'POST', `/usuarios/${clinic.id}/reativar`, admin.headers);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ suspenso: false, motivo_suspensao: null });
    // Its sessions ended with the suspension: once reactivated they are merely expired.
    expect((await get('/api/v1/usuarios/me', oldHeaders)).json()).toEqual({
      detail: 'Sessão expirada ou inválida. Faça login novamente.',
      code: 'auth.session_expired',
    });
    const ok = await login(clinic);
    expect(ok.statusCode).toBe(200);
    clinic.headers = bearer(ok.json().access_token);
    expect(await publicVagaIds()).toContain(vagaId);
    expect((await get(`/api/v1/vagas/${vagaId}`)).statusCode).toBe(200);
  });

  it('a candidate: gone from the search, the full profile and the pipeline; back once reactivated', async () => {
    const pipeline = async () =>
      ((await get(`/api/v1/vagas/${vagaId}/candidaturas`, clinic.headers)).json().items as unknown[]).length;
    expect(await searchIds()).toContain(candidate.id);
    expect(await pipeline()).toBe(1);

    await adminCall(t.app, 'POST', `/usuarios/${candidate.id}/suspender`, admin.headers, {
      motivo: 'Perfil falso',
    });
    expect((await get('/api/v1/usuarios/me', candidate.headers)).json()).toEqual(SUSPENDED);
    expect((await login(candidate)).json()).toEqual(SUSPENDED);
    expect(await searchIds()).not.toContain(candidate.id);
    expect((await get(`/api/v1/usuario_candidato/${candidate.id}/full`, viewer.headers)).statusCode).toBe(
      404,
    );
    expect(await pipeline()).toBe(0);

    await adminCall(t.app, 'POST', `/usuarios/${candidate.id}/reativar`, admin.headers);
    expect(await searchIds()).toContain(candidate.id);
    expect((await get(`/api/v1/usuario_candidato/${candidate.id}/full`, viewer.headers)).statusCode).toBe(
      200,
    );
    expect(await pipeline()).toBe(1);
    candidate.headers = bearer((await login(candidate)).json().access_token);
  });

  it('refuses to suspend an administrator', async () => {
    const res = await adminCall(t.app, 'POST', `/usuarios/${admin.id}/suspender`, admin.headers, {
      motivo: 'Teste',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: 'Contas de administrador não podem ser suspensas.',
      code: 'validation.failed',
      errors: [],
    });
  });
});

describe('verified clinics', () => {
  it('flags the postings, the list filter and the clinic profile', async () => {
    const other = await createVaga(t.app, viewer);
    const on = await adminCall(t.app, 'POST', `/clinicas/${clinic.id}/verificar`, admin.headers);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: clinic.id, verificada: true });

    const list = (await get('/api/v1/vagas')).json().items as {
      id: number;
      clinica: { verificada: boolean };
    }[];
    expect(list.find((v) => v.id === vagaId)?.clinica.verificada).toBe(true);
    expect(list.find((v) => v.id === other)?.clinica.verificada).toBe(false);
    expect(await publicVagaIds('?verificadas=true')).toEqual([vagaId]);
    expect((await get('/api/v1/vagas?verificadas=true')).json().total).toBe(1);
    expect((await get(`/api/v1/vagas/${vagaId}`)).json().clinica.verificada).toBe(true);
    const own = await get(`/api/v1/usuario_clinica/${clinic.id}/full`, clinic.headers);
    expect(own.json().verificada).toBe(true);
    const bad = await get('/api/v1/vagas?verificadas=talvez');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'verificadas',
      message: expect.stringContaining("verificadas deve ser 'true' ou 'false'."),
    });

    const off = await adminCall(t.app, 'POST', `/clinicas/${clinic.id}/desverificar`, admin.headers);
    expect(off.json()).toMatchObject({ verificada: false });
    expect(await publicVagaIds('?verificadas=true')).toEqual([]);
    expect(
      (await adminCall(t.app, 'POST', `/clinicas/${candidate.id}/verificar`, admin.headers)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/v1/admin/auditoria', () => {
  it('lists every action, newest first, with who, on whom and why', async () => {
    const res = await adminCall(t.app, 'GET', '/auditoria?size=100', admin.headers);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      acao: string;
      alvo_usuario_id: number;
      motivo: string | null;
      admin: { id: number; nome: string };
    }[];
    expect(items.map((i) => [i.acao, i.alvo_usuario_id])).toEqual([
      ['desverificar', clinic.id],
      ['verificar', clinic.id],
      ['reativar', candidate.id],
      ['suspender', candidate.id],
      ['reativar', clinic.id],
      ['suspender', clinic.id],
    ]);
    expect(items[5]).toMatchObject({
      motivo: 'Vagas falsas',
      admin: { id: admin.id, nome: 'Ana Moderadora' },
    });
    expect(res.json().total).toBe(6);
  });

  it('cannot be changed, not even in the database', async () => {
    await expect(t.app.db.execute('delete from auditoria')).rejects.toThrow();
  });
});
