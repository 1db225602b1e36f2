import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidatos, clinicas, usuarios } from '../src/db/schema';
import { hashPassword } from '../src/plugins/passwords';
import {
  candidatePayload,
  clinicPayload,
  maskCnpj,
  maskCpf,
  newCnpj,
  newCpf,
  newEmail,
  registerCandidate,
  registerClinic,
} from './factories';
import { createTestApp, type TestApp, usePostgres } from './helper';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

const CANDIDATE_EXISTS = { detail: 'Candidato já cadastrado no sistema', code: 'account.already_exists' };
const CLINIC_EXISTS = { detail: 'Clínica já cadastrada no sistema', code: 'account.already_exists' };
const WEAK = 'Senha muito fácil de adivinhar. Use uma frase ou misture palavras, números e símbolos.';

describe('POST /usuario_candidato/', () => {
  it.each([
    '/usuario_candidato/',
    '/usuario_candidato',
    '/api/v1/usuario_candidato',
    '/api/v1/usuario_candidato/',
  ])('creates the user and the candidate at %s and answers the record without secrets', async (url) => {
    const payload = candidatePayload({
      email: newEmail('Maria').toUpperCase(),
      dataNascimento: '17/05/1990',
    });
    const res = await post(url, payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      nome: 'Maria da Silva',
      email: payload.email.toLowerCase(),
      telefone: '11987654321',
      cpf: payload.cpf.replace(/\D/g, ''),
      dataNascimento: '1990-05-17',
      tipo_profissao: 'TSB',
      data_cadastro: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      tipo_usuario: 'candidato',
    });
    expect(res.body).not.toMatch(/senha|hash/i);

    const [user] = await t.app.db.select().from(usuarios).where(eq(usuarios.id, body.id));
    expect(user?.tipo_usuario).toBe('candidato');
    expect(user?.senha_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [candidate] = await t.app.db.select().from(candidatos).where(eq(candidatos.usuario_id, body.id));
    expect(candidate?.cpf).toBe(body.cpf);
  });

  it('accepts a sign-up without birth date', async () => {
    const res = await post('/usuario_candidato/', candidatePayload({ dataNascimento: '' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().dataNascimento).toBeNull();
  });

  it('answers 409 for an e-mail already used, in another case, by a candidate or a clinic', async () => {
    const { payload } = await registerCandidate(t.app);
    const again = await post('/usuario_candidato/', candidatePayload({ email: payload.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(CANDIDATE_EXISTS);

    const clinic = await registerClinic(t.app);
    const asCandidate = await post('/usuario_candidato/', candidatePayload({ email: clinic.payload.email }));
    expect(asCandidate.statusCode).toBe(409);
    expect(asCandidate.json()).toEqual(CANDIDATE_EXISTS);
  });

  it('answers 409 for a CPF already used, masked or bare', async () => {
    const cpf = newCpf();
    await registerCandidate(t.app, { cpf: maskCpf(cpf) });
    const bare = await post('/usuario_candidato/', candidatePayload({ cpf }));
    expect(bare.statusCode).toBe(409);
    expect(bare.json()).toEqual(CANDIDATE_EXISTS);
    const masked = await post('/usuario_candidato/', candidatePayload({ cpf: maskCpf(cpf) }));
    expect(masked.json()).toEqual(CANDIDATE_EXISTS);
  });

  it('gives one 201 and one 409 to two simultaneous sign-ups with the same data, and keeps no orphan', async () => {
    const email = newEmail('corrida');
    const cpf = newCpf();
    const results = await Promise.all([
      post('/usuario_candidato/', candidatePayload({ email, cpf })),
      post('/usuario_candidato/', candidatePayload({ email, cpf: maskCpf(cpf) })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual(CANDIDATE_EXISTS);
    const rows = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(usuarios)
      .where(sql`lower(${usuarios.email}) = ${email}`);
    expect(rows[0]?.n).toBe(1);
  });

  it.runIf(usePostgres())(
    'answers 409 when a concurrent sign-up commits the same e-mail after the check (unique violation)',
    async () => {
      if (t.database.driver.kind !== 'postgres') return;
      const email = newEmail('concorrente');
      const other = await t.database.driver.pool.connect();
      try {
        await other.query('begin');
        await other.query(`insert into usuarios (tipo_usuario, email) values ('clinica', $1)`, [email]);
        // The sign-up's check does not see the uncommitted row; its insert waits on the index.
        const pending = post('/usuario_candidato/', candidatePayload({ email: email.toUpperCase() }));
        await new Promise((resolve) => setTimeout(resolve, 600));
        await other.query('commit');
        const res = await pending;
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual(CANDIDATE_EXISTS);
      } finally {
        other.release();
      }
    },
  );

  it.each([
    ['email', { email: 'maria@' }, "Campo 'email': E-mail inválido."],
    ['cpf', { cpf: '123.456.789-00' }, "Campo 'cpf': CPF inválido."],
    [
      'telefone',
      { telefone: '(11) 9876-543' },
      "Campo 'telefone': Telefone deve ter 10 ou 11 dígitos, com DDD.",
    ],
    ['tipo_profissao', { tipo_profissao: 'Dentista' }, "Campo 'tipo_profissao': Selecione sua profissão."],
    ['senha', { senha: '123456' }, "Campo 'senha': A senha deve ter pelo menos 8 caracteres."],
    ['senha', { senha: '      ' }, "Campo 'senha': A senha não pode conter só espaços."],
    ['senha', { senha: ' '.repeat(12) }, "Campo 'senha': A senha não pode conter só espaços."],
    ['senha', { senha: '12345678' }, `Campo 'senha': ${WEAK}`],
    ['senha', { senha: 'senha123' }, `Campo 'senha': ${WEAK}`],
    ['senha', { senha: 'Tavorinha2024', nome: 'Zuleica Tavorinha' }, `Campo 'senha': ${WEAK}`],
    ['nome', { nome: '' }, "Campo 'nome': Informe o nome."],
    [
      'dataNascimento',
      { dataNascimento: '31/02/1990' },
      "Campo 'dataNascimento': Data de nascimento inválida.",
    ],
  ])('refuses a bad %s with 422 naming the field', async (field, override, detail) => {
    const res = await post('/usuario_candidato/', candidatePayload(override));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ detail, errors: [expect.objectContaining({ field })] });
  });
});

describe('POST /usuario_clinica/', () => {
  it.each(['/usuario_clinica/', '/usuario_clinica', '/api/v1/usuario_clinica'])(
    'creates the user and the clinic at %s',
    async (url) => {
      const payload = clinicPayload();
      const res = await post(url, payload);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(Number),
        nome_fantasia: 'Clínica Sorriso',
        cnpj: payload.cnpj.replace(/\D/g, ''),
        telefone: '2133334444',
        email: payload.email,
        data_cadastro: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        tipo_usuario: 'clinica',
      });
      expect(res.body).not.toMatch(/senha|hash/i);
      const [clinic] = await t.app.db.select().from(clinicas).where(eq(clinicas.usuario_id, body.id));
      expect(clinic?.nome_fantasia).toBe('Clínica Sorriso');
    },
  );

  it('answers 409 for a CNPJ already used (masked or bare) or an e-mail of a candidate', async () => {
    const cnpj = newCnpj();
    await registerClinic(t.app, { cnpj });
    const masked = await post('/usuario_clinica/', clinicPayload({ cnpj: maskCnpj(cnpj) }));
    expect(masked.statusCode).toBe(409);
    expect(masked.json()).toEqual(CLINIC_EXISTS);

    const candidate = await registerCandidate(t.app);
    const email = await post(
      '/usuario_clinica/',
      clinicPayload({ email: candidate.payload.email.toUpperCase() }),
    );
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual(CLINIC_EXISTS);
  });

  it.each([
    ['cnpj', { cnpj: '12.345.678/0001-00' }, "Campo 'cnpj': CNPJ inválido."],
    ['email', { email: 'sem-arroba' }, "Campo 'email': E-mail inválido."],
    ['telefone', { telefone: '123' }, "Campo 'telefone': Telefone deve ter 10 ou 11 dígitos, com DDD."],
    ['senha', { senha: 'abc' }, "Campo 'senha': A senha deve ter pelo menos 8 caracteres."],
    ['senha', { senha: 'qwertyuiop' }, `Campo 'senha': ${WEAK}`],
    ['senha', { senha: 'Tavorinha2024', email: newEmail('zuleica.tavorinha') }, `Campo 'senha': ${WEAK}`],
    ['nome_fantasia', { nome_fantasia: undefined }, "Campo 'nome_fantasia': Informe o nome fantasia."],
  ])('refuses a bad %s with 422 naming the field', async (field, override, detail) => {
    const res = await post('/usuario_clinica/', clinicPayload(override));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ detail, errors: [expect.objectContaining({ field })] });
  });
});

describe('sign-up limits per client address', () => {
  let limited: TestApp;
  const TOO_MANY = {
    detail: 'Muitos cadastros feitos a partir deste endereço. Aguarde e tente novamente mais tarde.',
    code: 'rate_limited',
  };
  beforeAll(async () => {
    limited = await createTestApp({ env: { SIGNUP_RATE_LIMIT_IP: '3' } });
  });
  afterAll(() => limited?.close());
  const signup = (url: string, payload: object, remoteAddress: string) =>
    limited.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('answers 429 past N sign-ups (candidate and clinic together) from one address; others go on', async () => {
    const duplicate = candidatePayload();
    expect((await signup('/usuario_candidato/', duplicate, '10.5.0.1')).statusCode).toBe(201);
    const again = await signup('/usuario_candidato/', duplicate, '10.5.0.1');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(CANDIDATE_EXISTS);
    expect((await signup('/api/v1/usuario_clinica', clinicPayload(), '10.5.0.1')).statusCode).toBe(201);
    for (const [url, payload] of [
      ['/usuario_candidato/', duplicate],
      ['/usuario_clinica/', clinicPayload()],
    ] as const) {
      const blocked = await signup(url, payload, '10.5.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    }
    const other = await signup('/usuario_candidato/', duplicate, '10.5.0.2');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual(CANDIDATE_EXISTS);
  });
});

describe('existing passwords', () => {
  it('still sign in when they would not pass the new rule (it applies to new passwords only)', async () => {
    const email = newEmail('antiga');
    await t.app.db
      .insert(usuarios)
      .values({ tipo_usuario: 'clinica', email, senha_hash: await hashPassword('123456') });
    const res = await post('/api/v1/usuarios/login', { email, senha: '123456' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents each account operation once, under /api/v1', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/usuario_candidato',
        '/api/v1/usuario_clinica',
        '/api/v1/usuarios/login',
        '/api/v1/usuarios/me',
        '/api/v1/usuarios/logout',
        '/api/v1/auth_google/login/google',
        '/api/v1/auth_reset/forgot-password',
        '/api/v1/auth_reset/reset-password',
      ]),
    );
    expect(paths).not.toContain('/usuario_candidato');
    expect(doc.paths['/api/v1/usuario_candidato'].post.requestBody).toBeDefined();
  });
});
