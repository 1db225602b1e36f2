// A client generated from the API's own OpenAPI document (issue 26 item 4): openapi-typescript
// writes its types, a small program calls the API through openapi-fetch with them, TypeScript
// compiles that program in strict mode without an error, and the program runs against the API
// listening on loopback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

const require = createRequire(import.meta.url);
let t: TestApp;
let dir: string;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  dir = mkdtempSync(join(tmpdir(), 'rx-openapi-client-'));
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

// Typed calls: a wrong path, parameter or field would not compile.
const PROGRAM = `
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

export async function run(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  const list = await client.GET('/api/v1/vagas', { params: { query: { tipos_profissao: ['TSB'], page: 1 } } });
  const total: number | undefined = list.data?.total;
  const titles: string[] = (list.data?.items ?? []).map((vaga) => vaga.titulo);
  const missing = await client.GET('/api/v1/vagas/{id}', { params: { path: { id: 999999 } } });
  const notFound: components['schemas']['Erro'] | undefined = missing.error;
  const login = await client.POST('/api/v1/usuarios/login', {
    body: { email: 'ninguem@exemplo.com.br', senha: 'senha-errada-1' },
  });
  const refused: string | undefined = login.error?.detail;
  const invalid = await client.POST('/api/v1/contatos', { body: {} as never });
  const fields = invalid.error && 'errors' in invalid.error ? invalid.error.errors?.map((e) => e.field) : [];
  return {
    list: { status: list.response.status, total, titles },
    missing: { status: missing.response.status, detail: notFound?.detail },
    login: { status: login.response.status, detail: refused },
    invalid: { status: invalid.response.status, fields },
  };
}
`;

it('compiles a client generated from /api/docs/json and calls the running API with it', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const types = astToString(await openapiTS(doc));
  writeFileSync(join(dir, 'schema.ts'), types);
  writeFileSync(join(dir, 'client.ts'), PROGRAM);

  const fetchDir = dirname(require.resolve('openapi-fetch/package.json'));
  const program = ts.createProgram([join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    paths: { 'openapi-fetch': [join(fetchDir, 'dist', 'index.d.mts')] },
  });
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(diagnostics).toEqual([]);

  // Run it: the same program as JavaScript, openapi-fetch resolved from this repository.
  const js = ts
    .transpileModule(PROGRAM, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    })
    .outputText.replace(
      "from 'openapi-fetch'",
      `from '${pathToFileURL(join(fetchDir, 'dist', 'index.mjs')).href}'`,
    );
  writeFileSync(join(dir, 'client.mjs'), js);
  const { run } = (await import(pathToFileURL(join(dir, 'client.mjs')).href)) as {
    run: (baseUrl: string) => Promise<Record<string, Record<string, unknown>>>;
  };
  const answers = await run(baseUrl);
  expect(answers.list).toEqual({ status: 200, total: 0, titles: [] });
  expect(answers.missing).toEqual({ status: 404, detail: expect.any(String) });
  expect(answers.login).toEqual({ status: 401, detail: 'Credenciais inválidas.' });
  expect(answers.invalid?.status).toBe(422);
  expect(answers.invalid?.fields).toEqual(expect.arrayContaining(['nome']));
});
