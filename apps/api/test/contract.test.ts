// The API mounts its routes from the contract (issue 26 item 1, docs/decisions/0080): every
// operation declared in packages/shared/src/contract is served at /api/v1 + its path (and the
// spec's calls at their bare path too), and the document lists exactly the declared operations,
// each under its declared operationId — no documented route is written outside the contract.
import { type Operation, operations } from '@app/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountedOperations, operationUrls } from '../src/plugins/mount';
import { createTestApp, type TestApp } from './helper';

type Paths = Record<string, Record<string, { operationId?: string }>>;
let t: TestApp;
let doc: { paths: Paths };
const declared = Object.values(operations) as Operation[];

beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as { paths: Paths };
});

afterAll(() => t.close());

/** '/vagas/:id' → '/api/v1/vagas/{id}', as the document writes it. */
const documentedPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the contract', () => {
  it('declares over a hundred operations, each id unique', () => {
    expect(declared.length).toBeGreaterThan(100);
    expect(new Set(declared.map((op) => op.id)).size).toBe(declared.length);
  });

  it('is mounted whole: every declared operation and nothing else', () => {
    expect([...mountedOperations(t.app)].sort()).toEqual(declared.map((op) => op.id).sort());
  });

  it('is the document: each operation at its path under its id, and no other', () => {
    const documented: string[] = [];
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        documented.push(`${method.toUpperCase()} ${path} ${op.operationId}`);
    const expected = declared.map(
      (op) => `${op.method} ${documentedPath(operationUrls(op)[0]?.url ?? '')} ${op.id}`,
    );
    expect(documented.sort()).toEqual(expected.sort());
  });

  it("answers the spec's calls at their bare path as well, and the others' writes only under /api/v1", () => {
    for (const op of declared) {
      const [canonical] = operationUrls(op);
      expect(t.app.hasRoute({ method: op.method, url: canonical?.url ?? '' }), op.id).toBe(true);
      const bare = op.path.replace(/\/+$/, '');
      // Some reads share their bare path with a server-rendered page (GET /vagas/:id): writes only.
      if (op.bare || op.method !== 'GET')
        expect(t.app.hasRoute({ method: op.method, url: bare }), `${op.id} at ${bare}`).toBe(
          Boolean(op.bare),
        );
    }
  });

  it('still answers a bare spec call and its /api/v1 twin alike', async () => {
    const [bare, canonical] = await Promise.all(
      [
        '/visualizacoes/visualizacoes/count?candidato_id=1',
        '/api/v1/visualizacoes/visualizacoes/count?candidato_id=1',
      ].map((url) => t.app.inject({ method: 'GET', url })),
    );
    expect(bare?.statusCode).toBe(401);
    expect(canonical?.statusCode).toBe(401);
    expect(bare?.json()).toEqual(canonical?.json());
  });
});
