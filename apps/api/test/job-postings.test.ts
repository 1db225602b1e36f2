import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import {
  createVaga,
  newCandidate,
  newClinic,
  publishedCandidate,
  vagaPayload,
} from './job-posting-factories';

let t: TestApp;
let clinic: TestUser;
let other: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://rx.exemplo.com.br', VAGA_DAYS: '30' } });
  clinic = await newClinic(t.app, { nome_fantasia: 'Clínica Imagem Sul' });
  other = await newClinic(t.app);
  candidate = await newCandidate(t.app);
});
afterAll(() => t?.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const expire = (id: number) =>
  t.database.db.execute(sql`update vagas set expira_em = now() - interval '1 day' where id = ${id}`);

describe('POST /api/v1/vagas', () => {
  it('publishes a posting for VAGA_DAYS and answers its id', async () => {
    const id = await createVaga(t.app, clinic);
    const res = await get(`/api/v1/vagas/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      titulo: 'Técnico em radiologia odontológica',
      tipo_profissao: 'TSB',
      estado: 'SP',
      cidade: 'São Paulo',
      tipo_contrato: 'CLT',
      jornada: 'Integral',
      salario_min: 3000,
      salario_max: 4500.5,
      equipamentos: ['Vatech', 'Carestream'],
      softwares: ['Romexis', 'OnDemand3D'],
      registro_obrigatorio: true,
      status: 'aberta',
      expirada: false,
      pode_candidatar: true,
      minha_vaga: false,
      minha_candidatura: null,
      clinica: { id: clinic.id, nome_fantasia: 'Clínica Imagem Sul', foto_url: null },
    });
    const days = (Date.parse(body.expira_em) - Date.parse(body.publicada_em)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
  });

  it('is for clinics only: 401 for a visitor, 403 for a candidate', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/vagas', payload: vagaPayload() })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vagas',
      headers: candidate.headers,
      payload: vagaPayload(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad input with a Portuguese message naming the field (422, never 500)', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ titulo: '' }, 'titulo', /Informe o título/],
      [{ tipo_profissao: 'Astronauta' }, 'tipo_profissao', /Valor inválido/],
      [{ descricao: 'x'.repeat(5001) }, 'descricao', /5000/],
      [{ estado: 'XX' }, 'estado', /Estado inválido/],
      [{ tipo_contrato: 'Freela' }, 'tipo_contrato', /CLT, PJ/],
      [{ jornada: 'Noturna' }, 'jornada', /Integral/],
      [{ salario_min: 5000, salario_max: 1000 }, 'salario_max', /maior ou igual/],
      [{ salario_min: -1 }, 'salario_min', /entre 0/],
      [{ mostrar_salario: true, salario_min: null, salario_max: null }, 'salario_min', /Informe o salário/],
      [{ extra: 1 }, '', /extra/],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/vagas',
        headers: clinic.headers,
        payload: vagaPayload(overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      const body = res.json();
      expect(body.detail).toMatch(message);
      if (field) expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('accepts salaries as Brazilian text and hides them when not shown', async () => {
    const id = await createVaga(t.app, clinic, {
      salario_min: 'R$ 2.500,00',
      salario_max: '3.000',
      mostrar_salario: 'nao',
    });
    const body = (await get(`/api/v1/vagas/${id}`)).json();
    expect(body.salario_min).toBeUndefined();
    expect(body.mostrar_salario).toBe(false);
    const mine = (await get('/api/v1/vagas/minhas', clinic.headers)).json();
    expect(mine.items.find((v: { id: number }) => v.id === id)).toMatchObject({
      salario_min: 2500,
      salario_max: 3000,
    });
  });
});

describe('GET /api/v1/vagas/{id}', () => {
  it('hides a closed or expired posting from everyone but its clinic (404)', async () => {
    const closed = await createVaga(t.app, clinic);
    const expired = await createVaga(t.app, clinic);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/vagas/${closed}/encerrar`,
          headers: clinic.headers,
        })
      ).statusCode,
    ).toBe(200);
    await expire(expired);
    for (const id of [closed, expired]) {
      expect((await get(`/api/v1/vagas/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/v1/vagas/${id}`, other.headers)).statusCode).toBe(404);
      expect((await get(`/api/v1/vagas/${id}`, candidate.headers)).statusCode).toBe(404);
      const own = await get(`/api/v1/vagas/${id}`, clinic.headers);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ minha_vaga: true, pode_candidatar: false });
    }
    expect((await get(`/api/v1/vagas/${closed}`, clinic.headers)).json().status).toBe('encerrada');
    expect((await get(`/api/v1/vagas/${expired}`, clinic.headers)).json().expirada).toBe(true);
  });

  it('answers 404 for an unknown id and 422 for a bad one', async () => {
    expect((await get('/api/v1/vagas/99999999')).statusCode).toBe(404);
    const bad = await get('/api/v1/vagas/abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/Identificador inválido/);
  });
});

describe('PUT, encerrar and reabrir', () => {
  it('lets only the owner change the posting (403 for another clinic, 404 when it cannot see it)', async () => {
    const id = await createVaga(t.app, clinic);
    const put = (user: TestUser | null, payload = vagaPayload({ titulo: 'Radiologista' })) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/vagas/${id}`, headers: user?.headers, payload });
    expect((await put(null)).statusCode).toBe(401);
    expect((await put(candidate)).statusCode).toBe(403);
    expect((await put(other)).statusCode).toBe(403);
    const res = await put(clinic);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().titulo).toBe('Radiologista');
    expect((await put(clinic, vagaPayload({ jornada: 'x' }))).statusCode).toBe(422);
    await t.app.inject({ method: 'POST', url: `/api/v1/vagas/${id}/encerrar`, headers: clinic.headers });
    expect((await put(other)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/vagas/${id}/reabrir`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/vagas/99999999',
          headers: clinic.headers,
          payload: vagaPayload(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('reopening an expired posting starts a new expiry', async () => {
    const id = await createVaga(t.app, clinic);
    await expire(id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vagas/${id}/reabrir`,
      headers: clinic.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'aberta', expirada: false, pode_candidatar: true });
    expect(Date.parse(body.expira_em) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await get(`/api/v1/vagas/${id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/vagas (public list)', () => {
  let lista: TestApp;
  let a: TestUser;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    lista = await createTestApp();
    a = await newClinic(lista.app, { nome_fantasia: 'Clínica Lista' });
    ids.tsbSp = await createVaga(lista.app, a, {
      titulo: 'Auxiliar de tomografia',
      descricao: 'Exames panorâmicos e tomografias.',
    });
    ids.asbRj = await createVaga(lista.app, a, {
      tipo_profissao: 'ASB',
      estado: 'RJ',
      cidade: 'Niterói',
      tipo_contrato: 'PJ',
      mostrar_salario: false,
    });
    ids.recMg = await createVaga(lista.app, a, {
      tipo_profissao: 'Recepcionista',
      estado: 'MG',
      cidade: 'Belo Horizonte',
      titulo: 'Recepcionista bilíngue',
      descricao: 'Atendimento e agendamento de pacientes.',
    });
    ids.closed = await createVaga(lista.app, a);
    ids.expired = await createVaga(lista.app, a);
    await lista.app.inject({
      method: 'POST',
      url: `/api/v1/vagas/${ids.closed}/encerrar`,
      headers: a.headers,
    });
    await lista.database.db.execute(
      sql`update vagas set expira_em = now() - interval '1 minute' where id = ${ids.expired}`,
    );
  });
  afterAll(() => lista?.close());
  const list = async (query = '') => {
    const res = await lista.app.inject({ method: 'GET', url: `/api/v1/vagas${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { id: number }[]; total: number; page: number; size: number };
  };

  it('lists open, unexpired postings newest first with the card fields', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 3, page: 1, size: 20 });
    expect(page.items.map((v) => v.id)).toEqual([ids.recMg, ids.asbRj, ids.tsbSp]);
    const asb = page.items[1] as Record<string, unknown>;
    expect(Object.keys(asb).sort()).toEqual(
      [
        'cidade',
        'clinica',
        'estado',
        'expira_em',
        'id',
        'jornada',
        'publicada_em',
        'tipo_contrato',
        'tipo_profissao',
        'titulo',
      ].sort(),
    );
    expect(page.items[2]).toMatchObject({
      salario_min: 3000,
      salario_max: 4500.5,
      clinica: { nome_fantasia: 'Clínica Lista' },
    });
  });

  it('filters by profession, states (repeatable or comma-joined), city and contract', async () => {
    expect((await list('?tipos_profissao=TSB&estados=SP')).items.map((v) => v.id)).toEqual([ids.tsbSp]);
    expect((await list('?estados=SP&estados=RJ')).total).toBe(2);
    expect((await list('?estados=sp,rj')).total).toBe(2);
    expect((await list('?tipos_profissao=asb,Recepcionista')).total).toBe(2);
    expect((await list('?cidade=niterói')).items.map((v) => v.id)).toEqual([ids.asbRj]);
    expect((await list('?tipos_contrato=PJ')).items.map((v) => v.id)).toEqual([ids.asbRj]);
  });

  it('searches title and description in Portuguese (stemming: tomografias finds tomografia)', async () => {
    expect((await list('?q=tomografias')).items.map((v) => v.id)).toEqual([ids.tsbSp]);
    expect((await list(`?q=${encodeURIComponent('recepcionista bilíngue')}`)).items.map((v) => v.id)).toEqual(
      [ids.recMg],
    );
    expect((await list('?q=astronauta')).total).toBe(0);
  });

  it('pages with page and size', async () => {
    const p2 = await list('?size=2&page=2');
    expect(p2).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(p2.items.map((v) => v.id)).toEqual([ids.tsbSp]);
  });

  it('refuses bad filters with 422 and a Portuguese message', async () => {
    for (const [query, message] of [
      ['?tipos_profissao=Astronauta', /Profissão inválida/],
      ['?estados=ZZ', /Estado inválido/],
      ['?tipos_contrato=Freela', /Tipo de contrato inválido/],
      ['?size=101', /size deve estar entre 1 e 100/],
      ['?page=0', /page deve ser/],
      ['?page=abc', /page deve ser/],
    ] as const) {
      const res = await lista.app.inject({ method: 'GET', url: `/api/v1/vagas${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail).toMatch(message);
    }
  });
});

describe('GET /api/v1/vagas/minhas', () => {
  it('lists the clinic’s own postings, open and closed, with the counts per status; clinics only', async () => {
    const fresh = await newClinic(t.app);
    const open = await createVaga(t.app, fresh);
    const closed = await createVaga(t.app, fresh);
    await t.app.inject({ method: 'POST', url: `/api/v1/vagas/${closed}/encerrar`, headers: fresh.headers });
    const applicant = await publishedCandidate(t.app);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/vagas/${open}/candidaturas`,
          headers: applicant.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(201);
    const res = await get('/api/v1/vagas/minhas', fresh.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((v: { id: number }) => v.id)).toEqual([closed, open]);
    expect(body.items[0]).toMatchObject({ status: 'encerrada', candidaturas: { total: 0 } });
    expect(body.items[1].candidaturas).toEqual({
      total: 1,
      recebida: 1,
      em_analise: 0,
      entrevista: 0,
      contratada: 0,
      nao_selecionada: 0,
      retirada: 0,
    });
    expect((await get('/api/v1/vagas/minhas')).statusCode).toBe(401);
    expect((await get('/api/v1/vagas/minhas', candidate.headers)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the routes of postings and applications', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    for (const path of [
      '/api/v1/vagas',
      '/api/v1/vagas/minhas',
      '/api/v1/vagas/{id}',
      '/api/v1/vagas/{id}/encerrar',
      '/api/v1/vagas/{id}/reabrir',
      '/api/v1/vagas/{id}/candidaturas',
      '/api/v1/candidaturas/{id}',
      '/api/v1/candidaturas/minhas',
    ])
      expect(paths).toContain(path);
  });
});
