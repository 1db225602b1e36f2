// Issue 6 of the security probe: a NUL character (U+0000) in any text field, query value or path
// parameter answers 422 naming the field, on every route (PostgreSQL cannot store it: the query
// failed with a 500); and errors are logged without the values of the failed query.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin-factories';
import {
  candidatePayload,
  clinicPayload,
  createCandidate,
  createClinic,
  PASSWORD,
  type TestUser,
} from './factories';
import { createTestApp, type TestApp } from './helper';
import { multipart, PNG } from './multipart';

let t: TestApp;
let candidate: TestUser;
let clinic: TestUser;
/** The back office's routes (/api/v1/admin/*) exist only for administrators. */
let admin: Pick<TestUser, 'id' | 'headers'> & { tipo_usuario: string };
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    logger: pino({ level: 'info' }, stream),
    // The administrator sets the password through the reset route: its per-address count too.
    env: { LOGIN_RATE_LIMIT_IDENTIFIER: '1000', LOGIN_RATE_LIMIT_IP: '1000', RESET_RATE_LIMIT_IP: '1000' },
    beforeReady: (app) => {
      // Queries that fail inside PostgreSQL with personal data among their parameters.
      app.post('/api/v1/_test/fail', async (request) => {
        const { cpf, telefone, email, kind } = request.body as Record<string, string>;
        if (kind === 'internal') await app.db.execute(sql`select 1 / 0 where ${cpf} <> ${telefone}`);
        if (kind === 'cast') await app.db.execute(sql`select ${cpf}::int`);
        if (kind === 'unique')
          await app.db.execute(
            sql`insert into usuarios (tipo_usuario, email) values ('candidato', ${email}), ('candidato', ${email})`,
          );
        return { ok: true };
      });
    },
  });
  candidate = await createCandidate(t.app);
  clinic = await createClinic(t.app);
  admin = { ...(await createAdmin(t)), tipo_usuario: 'admin' };
});
afterAll(() => t?.close());

const NUL = '\u0000';
const invalid = (field: string) => ({
  detail: `Campo '${field}': contém caracteres inválidos.`,
  code: 'validation.failed',
  errors: [{ field, code: 'field.invalid_characters', message: 'contém caracteres inválidos.' }],
});

describe('a NUL character in the input', () => {
  it('answers 422 at login, naming the field (was a 500)', async () => {
    for (const [field, payload] of [
      ['email', { email: `maria${NUL}@exemplo.com.br`, senha: PASSWORD }],
      ['email', { email: `123.456.789-09${NUL}`, senha: PASSWORD }],
      ['senha', { email: candidate.email, senha: `${PASSWORD}${NUL}` }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/usuarios/login', payload });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual(invalid(field));
    }
  });

  it('answers 422 in the filters of the candidate list', async () => {
    for (const [field, query] of [
      ['equipamentos', `equipamentos=Carestream${'%00'}`],
      ['equipamentos.1', 'equipamentos=Kodak&equipamentos=a%00b'],
      ['estados', 'estados=S%00P'],
      ['tipos_profissao', 'tipos_profissao=TSB%00'],
      ['page', 'page=1%00'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/usuario_candidato/full?${query}`,
        headers: clinic.headers,
      });
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toEqual(invalid(field));
    }
  });

  it('answers 422 at sign-up and in the records, naming the field (was a 500)', async () => {
    const cases = [
      ['POST', '/api/v1/usuario_candidato', candidatePayload({ nome: `Maria${NUL}` }), 'nome', undefined],
      [
        'POST',
        '/api/v1/usuario_clinica',
        clinicPayload({ nome_fantasia: `Sorriso${NUL}` }),
        'nome_fantasia',
        undefined,
      ],
      [
        'POST',
        '/api/v1/endereco_candidato',
        {
          estado: 'SP',
          cidade: `São Paulo${NUL}`,
          cep: '01001-000',
          logradouro: 'Praça da Sé',
          numero: '1',
          bairro: 'Sé',
        },
        'cidade',
        candidate.headers,
      ],
      [
        'POST',
        '/api/v1/radiologista',
        { marcas: ['Carestream', `Ko${NUL}dak`] },
        'marcas.1',
        candidate.headers,
      ],
      [
        'POST',
        '/api/v1/formacao_candidato',
        { cursos: [{ nome: `x${NUL}` }] },
        'cursos.0.nome',
        candidate.headers,
      ],
    ] as const;
    for (const [method, url, payload, field, headers] of cases) {
      const res = await t.app.inject({ method, url, payload, headers });
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
      expect(res.json()).toEqual(invalid(field));
    }
  });

  it('answers 422 when the NUL is in a field name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usuarios/login',
      payload: `{"email":"a@b.com","se${'\\u0000'}nha":"x"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'senha', code: 'field.invalid_characters', message: 'contém caracteres inválidos.' },
    ]);
  });

  it('keeps an uploaded file whose name holds one, without it', async () => {
    const body = multipart([
      { field: 'descricao', data: `texto${NUL}` },
      { field: 'arquivo', filename: `fo${NUL}to.png`, contentType: 'image/png', data: PNG },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/arquivos/perfil/candidato/${candidate.id}`,
      headers: { ...candidate.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('foto.png');
  });

  it('answers 422 on every route, in the query and the body; never a 5xx for one in the path', async () => {
    const routes = listRoutes(t.app.printRoutes({ commonPrefix: false }));
    // The probe's four routes and every other one of the API, at both of their paths.
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const { method, url } of routes) {
      const pattern = /:\w+|\*/g;
      // Routes check who may call them before reading the input (onRequest): each attempt is made
      // as the candidate, the clinic and an administrator, with their own ids in the path.
      const answers = async (attempt: (user: typeof admin) => { url: string; payload?: object }) => {
        const out: { status: number; field?: string }[] = [];
        for (const user of [candidate, clinic, admin]) {
          const { url: target, payload } = attempt(user);
          const res = await t.app.inject({
            method: method as 'GET',
            url: target,
            payload,
            headers: user.headers,
          });
          const json = String(res.headers['content-type']).includes('json') ? res.json() : {};
          out.push({ status: res.statusCode, field: json.errors?.[0]?.field });
        }
        return out;
      };
      const own = (user: typeof admin) =>
        url.replace(':tipo', user.tipo_usuario).replace(pattern, String(user.id));
      const check = async (label: string, field: string, attempt: Parameters<typeof answers>[0]) => {
        const got = await answers(attempt);
        const ok = got.every((a) => a.status < 500) && got.some((a) => a.status === 422 && a.field === field);
        if (!ok) failures.push(`${method} ${url} (${label}): ${JSON.stringify(got)}`);
      };
      await check('query', 'campo', (user) => ({ url: `${own(user)}?outro=ok&campo=a%00b` }));
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        await check('body', 'campo.lista.1', (user) => ({
          url: own(user),
          payload: { campo: { lista: ['ok', `a${NUL}`] } },
        }));
      if (/:\w+|\*/.test(url)) {
        // In the path: 422, or the 403/404 of a route that checks the path before anything else.
        const got = await answers(() => ({ url: url.replace(pattern, 'a%00') }));
        if (got.some((a) => a.status >= 500 || a.status < 400))
          failures.push(`${method} ${url} (path): ${JSON.stringify(got)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** [{ method, url }] of every route, from Fastify's printed route tree (HEAD left out). */
function listRoutes(tree: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url: stack.join('') });
    }
  }
  return routes;
}

describe('the error log', () => {
  const cpf = '529.982.247-25';
  const telefone = '(11) 98765-4321';
  const email = 'maria.log@exemplo.com.br';

  it.each([
    ['internal', 500, '22012'],
    ['cast', 422, '22P02'],
    ['unique', 409, '23505'],
  ])('holds no value of the failed query (%s)', async (kind, status, code) => {
    logLines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/_test/fail',
      payload: { kind, cpf, telefone, email },
    });
    expect(res.statusCode).toBe(status);
    const log = logLines.join('');
    for (const value of [cpf, '52998224725', telefone, '98765-4321', email]) expect(log).not.toContain(value);
    // What is left still says what failed: the query text, the database's message and code.
    const entry = logLines.map((line) => JSON.parse(line)).find((line) => line.err);
    expect(entry?.err.message).toMatch(/^Failed query: (select|insert) .*\$1/);
    expect(entry?.err.code).toBe(code);
    if (process.env.SHOW_LOG) console.log(JSON.stringify(entry.err, null, 1));
  });
});
