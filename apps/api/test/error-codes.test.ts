// Error codes (issue 26, item 2): every error answer is { detail, code } with the pt-BR detail
// unchanged, a 422 also errors: [{ field, code, message }]; codes come from the shared catalogue
// and the OpenAPI document lists them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ERROR_CODE_LIST,
  errorAnswerSchema,
  FIELD_ERROR_CODE_LIST,
  validationErrorAnswerSchema,
} from '@app/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/plugins/errors';
import { bearer, candidatePayload, createCandidate, PASSWORD, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { apply, createVaga, newCandidate, newClinic, publishedCandidate } from './job-posting-factories';

let t: TestApp;
let clinic: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    env: { RESET_RATE_LIMIT_IP: '1' },
    beforeReady: (app) => {
      // A route that answers an error itself, without a code, as a route may do.
      app.get('/api/v1/_test/bare-error', async (_request, reply) =>
        reply.code(409).send({ detail: 'Conflito de teste.' }),
      );
      app.get('/api/v1/_test/thrown', async () => {
        throw new HttpError(404, 'Coisa não encontrada.');
      });
      app.get('/api/v1/_test/crash', async () => {
        throw new Error('boom');
      });
    },
  });
  clinic = await newClinic(t.app);
});
afterAll(() => t?.close());

/** The answer is an error answer of the contract, with this status, detail and code. */
function expectError(res: LightMyRequestResponse, status: number, code: string, detail?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(errorAnswerSchema.safeParse(body).success, res.body).toBe(true);
  expect(body.code).toBe(code);
  if (detail !== undefined) expect(body.detail).toBe(detail);
  if (status === 422) expect(validationErrorAnswerSchema.safeParse(body).success, res.body).toBe(true);
  return body;
}

describe('generic errors get their code centrally', () => {
  it('malformed JSON: 400 request.malformed_json, detail unchanged', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usuarios/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectError(res, 400, 'request.malformed_json', 'Corpo da requisição inválido.');
  });

  it('no session: 401 auth.required; a token that is no session: 401 auth.session_expired', async () => {
    const url = '/api/v1/usuarios/me';
    const none = await t.app.inject({ method: 'GET', url });
    expectError(none, 401, 'auth.required', 'Sessão expirada ou inválida. Faça login novamente.');
    const stale = await t.app.inject({ method: 'GET', url, headers: bearer('not-a-session') });
    expectError(stale, 401, 'auth.session_expired', 'Sessão expirada ou inválida. Faça login novamente.');
  });

  it('wrong password: 401 auth.invalid_credentials', async () => {
    const candidate = await createCandidate(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usuarios/login',
      payload: { email: candidate.email, senha: `${PASSWORD}-errada` },
    });
    expectError(res, 401, 'auth.invalid_credentials');
  });

  it('another role: 403 forbidden; an unknown route: 404 not_found; an unknown candidate: 404 candidate.not_found', async () => {
    const candidate = await createCandidate(t.app);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usuario_candidato/full',
      headers: candidate.headers,
    });
    expectError(list, 403, 'forbidden', 'Você não tem permissão para acessar este recurso.');
    const route = await t.app.inject({ method: 'GET', url: '/api/v1/nao-existe' });
    expectError(route, 404, 'not_found', 'Recurso não encontrado.');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usuario_candidato/99999999/full',
      headers: clinic.headers,
    });
    expectError(unknown, 404, 'candidate.not_found', 'Candidato não encontrado.');
  });

  it('a 422 of schema validation: validation.failed, errors [{field, code, message}] beside the unchanged detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usuarios/login',
      payload: { senha: 'x' },
    });
    const body = expectError(res, 422, 'validation.failed');
    expect(body.detail).toBe(`Campo 'email': ${body.errors[0].message}`);
    expect(body.errors[0]).toEqual({
      field: 'email',
      code: 'field.required',
      message: body.errors[0].message,
    });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usuarios/login',
      payload: { email: 12, senha: 'x' },
    });
    expect(expectError(wrongType, 422, 'validation.failed').errors[0]).toMatchObject({
      field: 'email',
      code: 'field.invalid_type',
    });
  });

  it('a 422 that names no field still lists errors (empty)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/cep/00000000' });
    const body = expectError(res, 422, 'validation.failed');
    expect(body.errors).toEqual([]);
  });

  it('429: rate_limited, detail unchanged', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth_reset/forgot-password',
        query: { email: 'a@exemplo.com.br' },
      });
    expect((await forgot()).statusCode).toBe(200);
    expectError(await forgot(), 429, 'rate_limited');
  });

  it('an error a route sent itself without a code gets one from its status; an HttpError without one too', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/v1/_test/bare-error' });
    expect(bare.json()).toEqual({ detail: 'Conflito de teste.', code: 'conflict' });
    const thrown = await t.app.inject({ method: 'GET', url: '/api/v1/_test/thrown' });
    expect(thrown.json()).toEqual({ detail: 'Coisa não encontrada.', code: 'not_found' });
    const crash = await t.app.inject({ method: 'GET', url: '/api/v1/_test/crash' });
    expectError(crash, 500, 'internal', 'Erro interno do servidor.');
  });
});

describe('domain codes', () => {
  it('applying: vaga.not_found, candidate.profile_unpublished, vaga.closed, application.duplicate', async () => {
    const unpublished = await newCandidate(t.app);
    const open = await createVaga(t.app, clinic);
    expectError(await apply(t.app, unpublished, 99999999), 404, 'vaga.not_found', 'Vaga não encontrada.');
    expectError(
      await apply(t.app, unpublished, open),
      422,
      'candidate.profile_unpublished',
      'Para se candidatar, conclua e publique o seu perfil profissional: acesse o cadastro de perfil (assistente) e finalize a publicação.',
    );
    const candidate = await publishedCandidate(t.app);
    const closed = await createVaga(t.app, clinic);
    await t.app.inject({ method: 'POST', url: `/api/v1/vagas/${closed}/encerrar`, headers: clinic.headers });
    expectError(
      await apply(t.app, candidate, closed),
      422,
      'vaga.closed',
      'Esta vaga não está mais aberta para candidaturas.',
    );
    expect((await apply(t.app, candidate, open)).statusCode).toBe(201);
    expectError(
      await apply(t.app, candidate, open),
      409,
      'application.duplicate',
      'Você já se candidatou a esta vaga.',
    );
  });

  it('signing up twice: 409 account.already_exists', async () => {
    const candidate = await createCandidate(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usuario_candidato',
      payload: candidatePayload({ email: candidate.email }),
    });
    expectError(again, 409, 'account.already_exists');
  });

  it('a reset link that is no token: 400 auth.reset_token_invalid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth_reset/reset-password',
      query: { token: 'nao-e-um-token', nova_senha: 'Radiografia#2026-Segura' },
      // Another client than the 429 test's (the recovery routes share a limit per IP).
      remoteAddress: '10.9.8.7',
    });
    expectError(res, 400, 'auth.reset_token_invalid');
  });
});

describe('the catalogue', () => {
  it('lists every code the API names (the type checks them; this guards spellings outside the type)', () => {
    const root = join(__dirname, '../src');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/\bcode: '([a-z_]+(?:\.[a-z_]+)?)'/g)) used.add(m[1] as string);
    }
    // zod's own issue codes (refinements in the schemas) are not answer codes.
    const zodIssues = ['custom', 'too_small', 'too_big', 'invalid_type', 'invalid_format', 'invalid_value'];
    const known = new Set<string>([...ERROR_CODE_LIST, ...FIELD_ERROR_CODE_LIST, ...zodIssues]);
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((code) => !known.has(code))).toEqual([]);
  });

  it('the OpenAPI document lists the codes as the enum of the error schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schemas = doc.components.schemas;
    expect(schemas.CodigoDeErro.enum).toEqual(ERROR_CODE_LIST);
    expect(schemas.CodigoDeCampoRecusado.enum).toEqual(FIELD_ERROR_CODE_LIST);
    expect(schemas.Erro.required).toEqual(expect.arrayContaining(['detail', 'code']));
    expect(schemas.ErroDeValidacao.required).toEqual(expect.arrayContaining(['detail', 'code', 'errors']));
    expect(doc.components.responses.Erro422.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ErroDeValidacao',
    );
  });
});
