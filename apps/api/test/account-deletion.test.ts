// Account deletion by its owner (DELETE /api/v1/usuario_candidato/{id} and /usuario_clinica/{id}):
// afterwards no row of the account remains in any table and none of its stored files; its
// tokens and its password stop working; other accounts keep their data.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visualizacoes } from '../src/db/schema';
import { createCandidate, createClinic, loginToken, PASSWORD, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { apply, createVaga, newClinic, publishedCandidate } from './job-posting-factories';
import { filesUnder, multipart, PNG, pdf } from './multipart';

let t: TestApp;
let filesDir: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  filesDir = join(t.config.dataDir, 'files');
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user?: TestUser | { headers: object }, payload?: object) =>
  t.app.inject({ method, url, headers: { ...user?.headers }, ...(payload ? { payload } : {}) });

/** Every table and the columns that hold a user's id. */
const USER_COLUMNS: [string, string[]][] = [
  ['usuarios', ['id']],
  ['candidatos', ['usuario_id']],
  ['clinicas', ['usuario_id']],
  ['formacoes', ['usuario_candidato_id']],
  ['experiencias', ['usuario_candidato_id']],
  ['enderecos_candidato', ['usuario_candidato_id']],
  ['radiologistas', ['usuario_candidato_id']],
  ['tecnicos', ['usuario_candidato_id']],
  ['recepcionistas', ['usuario_candidato_id']],
  ['infos_clinica', ['usuario_clinica_id']],
  ['arquivos', ['usuario_id']],
  ['visualizacoes', ['candidato_id', 'clinica_id']],
  ['sessoes', ['usuario_id']],
  ['redefinicoes_senha', ['usuario_id']],
];

/** Rows per table that belong to the user (tables with none are left out). */
async function rowsOf(userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, columns] of USER_COLUMNS) {
    const where = sql.join(
      columns.map((column) => sql`${sql.identifier(column)} = ${userId}`),
      sql` or `,
    );
    const result = await t.app.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
    );
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
    if (n > 0) counts[table] = n;
  }
  return counts;
}

const filesOf = (userId: number) =>
  filesUnder(filesDir).filter((key) => key.split('/')[1] === String(userId));

async function uploadPhoto(user: TestUser) {
  const body = multipart([{ field: 'arquivo', filename: 'foto.png', contentType: 'image/png', data: PNG }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/arquivos/perfil/${user.tipo_usuario}/${user.id}`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function uploadPortfolio(user: TestUser) {
  const body = multipart(
    ['a.pdf', 'b.pdf'].map((filename) => ({
      field: 'arquivos',
      filename,
      contentType: 'application/pdf',
      data: pdf(),
    })),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/arquivos/portfolio/candidato/${user.id}`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}

const today = () => new Date().toISOString().slice(0, 10);
const addView = (candidato_id: number, clinica_id: number, dia = today()) =>
  t.app.db.insert(visualizacoes).values({ candidato_id, clinica_id, dia });

/** A candidate with every kind of data: records, address, record, photo, portfolio, views, a reset. */
async function fullCandidate(viewers: TestUser[]) {
  const user = await createCandidate(t.app, { tipo_profissao: 'TSB' });
  const publish = await call('POST', `/api/v1/usuario_candidato/${user.id}/publicar`, user, {
    formacoes: [{ nivel_escolaridade: 'Técnico', curso: 'TSB', instituicao: 'SENAC', ano_conclusao: '2015' }],
    experiencias: [{ cargo: 'TSB', tempo_experiencia: '4 anos', descricao: 'Panorâmicas' }],
    endereco: { estado: 'RJ', cep: '20040-020', cidade: 'Rio de Janeiro', bairro: 'Centro' },
    registro: { equipamentos_3d: 'Vatech', experiencia_3d: 'sim', nivel_informatica: 'Básico' },
    consentimento: true,
    versao_politica: '2025-06',
  });
  expect(publish.statusCode, publish.body).toBe(200);
  await uploadPhoto(user);
  await uploadPortfolio(user);
  for (const clinic of viewers) await addView(user.id, clinic.id);
  await addView(user.id, viewers[0]?.id ?? 0, '2025-01-02');
  const forgot = await call('POST', '/auth_reset/forgot-password', undefined, { email: user.email });
  expect(forgot.statusCode, forgot.body).toBe(200);
  return user;
}

describe('the profile adds and removes formação and experiência rows', () => {
  it('POST adds one row after publishing, DELETE removes one; the full profile shows the change', async () => {
    const clinic = await createClinic(t.app);
    const user = await fullCandidate([clinic]);
    const added = await call('POST', '/api/v1/formacao_candidato/', user, {
      usuario_candidato_id: user.id,
      nivel_escolaridade: 'Especialização',
      curso: 'Radiologia Odontológica',
      instituicao: 'USP',
      ano_conclusao: '2024-07-01',
    });
    expect(added.statusCode, added.body).toBe(201);
    const exp = await call('POST', '/experiencia_candidato/', user, { cargo: 'Auxiliar', tempo: '1 ano' });
    expect(exp.statusCode, exp.body).toBe(201);
    let full = (await call('GET', `/api/v1/usuario_candidato/${user.id}/full`, user)).json();
    expect(full.formacoes.map((f: { curso: string }) => f.curso)).toEqual(['TSB', 'Radiologia Odontológica']);
    expect(full.experiencias).toHaveLength(2);
    const removed = await call('DELETE', `/api/v1/formacao_candidato/${full.formacoes[0].id}`, user);
    expect(removed.statusCode, removed.body).toBe(204);
    const removedExp = await call('DELETE', `/experiencia_candidato/${exp.json().id}`, user);
    expect(removedExp.statusCode).toBe(204);
    full = (await call('GET', `/api/v1/usuario_candidato/${user.id}/full`, user)).json();
    expect(full.formacoes.map((f: { curso: string }) => f.curso)).toEqual(['Radiologia Odontológica']);
    expect(full.experiencias).toHaveLength(1);
    // Another candidate cannot add a row to this one.
    const intruder = await createCandidate(t.app);
    const foreign = await call('POST', '/formacao_candidato/', intruder, {
      usuario_candidato_id: user.id,
      nivel_escolaridade: 'Técnico',
      curso: 'x',
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('deleting a candidate', () => {
  let ana: TestUser;
  let bia: TestUser;
  let clinicA: TestUser;
  let clinicB: TestUser;
  let secondToken: string;

  beforeAll(async () => {
    clinicA = await createClinic(t.app);
    clinicB = await createClinic(t.app);
    ana = await fullCandidate([clinicA, clinicB]);
    bia = await fullCandidate([clinicA]);
    secondToken = await loginToken(t.app, ana.email);
  });

  it('holds data in every kind of table before', async () => {
    expect(await rowsOf(ana.id)).toEqual({
      usuarios: 1,
      candidatos: 1,
      formacoes: 1,
      experiencias: 1,
      enderecos_candidato: 1,
      tecnicos: 1,
      arquivos: 3,
      visualizacoes: 3,
      sessoes: 2,
      redefinicoes_senha: 1,
    });
    expect(filesOf(ana.id)).toHaveLength(3);
  });

  it('only the owner may delete: others 403 whatever the id, no session 401', async () => {
    const attempts = [
      call('DELETE', `/api/v1/usuario_candidato/${ana.id}`, bia),
      call('DELETE', `/api/v1/usuario_candidato/${ana.id}`, clinicA),
      call('DELETE', `/usuario_candidato/${ana.id}`, bia),
      call('DELETE', '/api/v1/usuario_candidato/999999', bia),
      call('DELETE', '/api/v1/usuario_candidato/abc', bia),
      call('DELETE', `/api/v1/usuario_clinica/${ana.id}`, ana),
      call('DELETE', `/api/v1/usuario_clinica/${clinicA.id}`, ana),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ detail: 'Você só pode excluir a sua própria conta.', code: 'forbidden' });
    }
    const anonymous = await call('DELETE', `/api/v1/usuario_candidato/${ana.id}`);
    expect(anonymous.statusCode).toBe(401);
    expect((await rowsOf(ana.id)).usuarios).toBe(1);
  });

  it('the owner deletes: 200, then no row and no file of the account remains', async () => {
    // Files with no row that a crash left under the account, in its folder and in the folders of
    // keys made by older versions: they go too.
    const orphans = [
      `u/${ana.id}/photo/00000000-0000-4000-8000-000000000001.png`,
      `photo/${ana.id}/00000000-0000-4000-8000-000000000002.png`,
      `portfolio/${ana.id}/00000000-0000-4000-8000-000000000003.pdf`,
    ];
    for (const key of orphans) await t.app.storage.put(key, PNG);
    expect(filesOf(ana.id)).toHaveLength(6);
    const res = await call('DELETE', `/api/v1/usuario_candidato/${ana.id}`, ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Conta excluída com sucesso.' });
    expect(await rowsOf(ana.id)).toEqual({});
    expect(filesOf(ana.id)).toEqual([]);
  });

  it('every token of the account is refused and the password no longer logs in', async () => {
    for (const token of [ana.token, secondToken]) {
      const me = await call('GET', '/api/v1/usuarios/me', { headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(401);
    }
    expect((await call('DELETE', `/api/v1/usuario_candidato/${ana.id}`, ana)).statusCode).toBe(401);
    const login = await call('POST', '/api/v1/usuarios/login', undefined, {
      email: ana.email,
      senha: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    const byCpf = await call('POST', '/api/v1/usuarios/login', undefined, {
      email: String(ana.payload.cpf),
      senha: PASSWORD,
    });
    expect(byCpf.statusCode).toBe(401);
  });

  it('other accounts keep their data; the e-mail and CPF can sign up again', async () => {
    expect(await rowsOf(bia.id)).toMatchObject({ candidatos: 1, arquivos: 3, visualizacoes: 2 });
    expect(filesOf(bia.id)).toHaveLength(3);
    expect(await rowsOf(clinicA.id)).toMatchObject({ clinicas: 1, visualizacoes: 2 });
    expect(await rowsOf(clinicB.id)).toMatchObject({ clinicas: 1 });
    const again = await createCandidate(t.app, { email: ana.email, cpf: ana.payload.cpf });
    expect(again.id).not.toBe(ana.id);
  });
});

describe('deleting a clinic', () => {
  let clinic: TestUser;
  let other: TestUser;
  let viewed: TestUser;

  beforeAll(async () => {
    clinic = await createClinic(t.app);
    other = await createClinic(t.app);
    viewed = await createCandidate(t.app);
    const infos = await call('POST', '/infos_clinica/', clinic, {
      marca_aparelho_2_em_1: 'Vatech',
      rua: 'Rua A',
    });
    expect(infos.statusCode, infos.body).toBe(201);
    await uploadPhoto(clinic);
    await uploadPhoto(other);
    await addView(viewed.id, clinic.id);
    await addView(viewed.id, other.id);
  });

  it('only the clinic itself may delete it', async () => {
    const attempts = [
      call('DELETE', `/api/v1/usuario_clinica/${clinic.id}`, other),
      call('DELETE', `/usuario_clinica/${clinic.id}`, viewed),
      call('DELETE', `/api/v1/usuario_candidato/${clinic.id}`, clinic),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(403);
    expect((await call('DELETE', `/api/v1/usuario_clinica/${clinic.id}`)).statusCode).toBe(401);
  });

  it('the clinic deletes itself at the bare path: infos, photo and views made go too', async () => {
    expect(await rowsOf(clinic.id)).toEqual({
      usuarios: 1,
      clinicas: 1,
      infos_clinica: 1,
      arquivos: 1,
      visualizacoes: 1,
      sessoes: 1,
    });
    const res = await call('DELETE', `/usuario_clinica/${clinic.id}`, clinic);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(clinic.id)).toEqual({});
    expect(filesOf(clinic.id)).toEqual([]);
    expect((await call('GET', '/api/v1/usuarios/me', clinic)).statusCode).toBe(401);
    const login = await call('POST', '/api/v1/usuarios/login', undefined, {
      email: clinic.email,
      senha: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
  });

  it('the candidate it viewed and the other clinic keep their data', async () => {
    expect(await rowsOf(viewed.id)).toMatchObject({ candidatos: 1, visualizacoes: 1 });
    expect(await rowsOf(other.id)).toMatchObject({ clinicas: 1, arquivos: 1, visualizacoes: 1 });
    expect(filesOf(other.id)).toHaveLength(1);
  });

  it('a file already gone from storage does not stop the deletion', async () => {
    const lonely = await createClinic(t.app);
    await uploadPhoto(lonely);
    const [key] = filesOf(lonely.id);
    await t.app.storage.delete(String(key));
    const res = await call('DELETE', `/api/v1/usuario_clinica/${lonely.id}`, lonely);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(lonely.id)).toEqual({});
  });
});

describe('deleting accounts with job postings and applications', () => {
  const countOf = async (query: ReturnType<typeof sql>) =>
    Number(((await t.app.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);

  it('a clinic takes its postings and their applications; a candidate takes their applications', async () => {
    const owner = await newClinic(t.app);
    const stays = await newClinic(t.app);
    const applicant = await publishedCandidate(t.app);
    const leaver = await publishedCandidate(t.app);
    const gone = await createVaga(t.app, owner);
    const kept = await createVaga(t.app, stays);
    for (const [who, vaga] of [
      [applicant, gone],
      [applicant, kept],
      [leaver, kept],
    ] as const)
      expect((await apply(t.app, who, vaga)).statusCode).toBe(201);

    expect((await call('DELETE', `/api/v1/usuario_clinica/${owner.id}`, owner)).statusCode).toBe(200);
    expect(await countOf(sql`select count(*)::int as n from vagas where clinica_id = ${owner.id}`)).toBe(0);
    expect(await countOf(sql`select count(*)::int as n from candidaturas where vaga_id = ${gone}`)).toBe(0);
    expect(await countOf(sql`select count(*)::int as n from candidaturas where vaga_id = ${kept}`)).toBe(2);

    expect((await call('DELETE', `/api/v1/usuario_candidato/${leaver.id}`, leaver)).statusCode).toBe(200);
    expect(
      await countOf(sql`select count(*)::int as n from candidaturas where candidato_id = ${leaver.id}`),
    ).toBe(0);
    expect(await countOf(sql`select count(*)::int as n from candidaturas where vaga_id = ${kept}`)).toBe(1);
    expect(await countOf(sql`select count(*)::int as n from vagas where id = ${kept}`)).toBe(1);
  });
});
