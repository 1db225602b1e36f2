// The OpenAPI document as a client generator and Redocly see it (issue 26 item 4): unique
// operationIds, named schemas, a real description for each answer, the error answers of every
// operation, security, servers; Redocly's recommended rules report no error.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

type Json = Record<string, any>;
let t: TestApp;
let doc: Json;
const operations: { method: string; path: string; op: Json }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>))
    for (const [method, op] of Object.entries(item)) operations.push({ method, path, op: op as Json });
});

afterAll(() => t.close());

const codes = (op: Json) => Object.keys(op.responses ?? {});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} ${p.location?.[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    expect(operations.length).toBeGreaterThan(60);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/v1/vagas/{id}'].get.operationId).toBe('getVagasById');
  });

  it('names the shared schemas in components and refers to them', () => {
    expect(Object.keys(doc.components.schemas).length).toBeGreaterThanOrEqual(20);
    expect(doc.components.schemas).toHaveProperty('Vaga');
    expect(doc.components.schemas).toHaveProperty('ErroDeValidacao');
    const page = doc.paths['/api/v1/vagas'].get.responses['200'].content['application/json'].schema;
    expect(page.$ref).toBe('#/components/schemas/PaginaDeVagas');
  });

  it('describes every answer, and documents the errors of every operation that can fail', () => {
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      for (const [code, response] of Object.entries(op.responses as Record<string, Json>)) {
        if (response.$ref) continue;
        expect(response.description, `${where} ${code}`).not.toBe('Default Response');
        expect(response.description, `${where} ${code}`).toBeTruthy();
      }
      if (op.requestBody) expect(codes(op), where).toEqual(expect.arrayContaining(['400', '422']));
      if ((op.parameters ?? []).some((p: Json) => p.in === 'path')) expect(codes(op), where).toContain('404');
    }
    // Malformed JSON answers 400 with the shared error schema.
    expect(doc.paths['/api/v1/vagas'].post.responses['400']).toEqual({
      $ref: '#/components/responses/Erro400',
    });
    expect(doc.components.responses.Erro400.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Erro',
    });
  });

  it('says which operations need a session, which take one if given, and which none', () => {
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.paths['/api/v1/vagas'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(codes(doc.paths['/api/v1/vagas'].post)).toEqual(expect.arrayContaining(['401', '403']));
    expect(doc.paths['/api/v1/vagas/{id}'].get.security).toEqual([{}, { bearerAuth: [] }]);
    for (const { method, path, op } of operations) expect(op.security, `${method} ${path}`).toBeDefined();
  });
});

describe('files in the OpenAPI document', () => {
  it('documents the uploads as multipart bodies and the downloads as files', () => {
    const photo = doc.paths['/api/v1/arquivos/perfil/{tipo}/{usuarioId}'].post.requestBody;
    expect(photo.content['multipart/form-data'].schema.properties.arquivo).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    const portfolio = doc.paths['/api/v1/arquivos/portfolio/candidato/{id}'].post.requestBody;
    expect(portfolio.content['multipart/form-data'].schema.properties.arquivos.items).toMatchObject({
      format: 'binary',
    });
    const download = doc.paths['/api/v1/arquivos/download'].get.responses;
    expect(download['200'].content['application/pdf'].schema).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(download)).toEqual(expect.arrayContaining(['403', '404']));
    const exported = doc.paths['/api/v1/usuarios/me/export'].get.responses;
    expect(exported['200'].content['application/json'].schema).toEqual({ type: 'object' });
    expect(Object.keys(exported)).toContain('401');
  });

  it('keeps only the named schemas something refers to', () => {
    const text = JSON.stringify({
      paths: doc.paths,
      responses: doc.components.responses,
      schemas: doc.components.schemas,
    });
    for (const name of Object.keys(doc.components.schemas))
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
  });
});
