// Data minimisation of the candidate's address: clinics (anyone but the owner) get the state,
// the city and whether the candidate will work elsewhere, never the street, number, complement or
// CEP; the owner's profile and export keep everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let ana: TestUser;
let clinic: TestUser;

const ADDRESS = {
  estado: 'SP',
  cep: '11060-001',
  cidade: 'Santos',
  logradouro: 'Avenida Ana Costa',
  numero: '482',
  complemento: 'Apto 12',
  bairro: 'Gonzaga',
  deseja_atuar_fora: true,
};
const HIDDEN = ['cep', 'logradouro', 'numero', 'complemento', 'bairro'];

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  ana = await createCandidate(t.app);
  clinic = await createClinic(t.app);
  await publishCandidate(t.app, ana, { endereco: ADDRESS });
});
afterAll(() => t?.close());

const get = (url: string, who: TestUser) => t.app.inject({ method: 'GET', url, headers: who.headers });
const addressUrls = () => [`/api/v1/endereco_candidato/${ana.id}`, `/endereco_candidato/${ana.id}`];

describe("a candidate's address", () => {
  it('reaches a clinic without street, number, complement, bairro or CEP', async () => {
    const full = await get(`/api/v1/usuario_candidato/${ana.id}/full`, clinic);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().endereco).toEqual({
      id: ana.id,
      usuario_candidato_id: ana.id,
      estado: 'SP',
      cidade: 'Santos',
      deseja_atuar_fora: true,
    });
    for (const url of addressUrls()) {
      const res = await get(url, clinic);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ estado: 'SP', cidade: 'Santos', deseja_atuar_fora: true });
      for (const key of HIDDEN) expect(data, `${url} ${key}`).not.toHaveProperty(key);
    }
    expect(full.body).not.toContain('Ana Costa');
    expect(full.body).not.toContain('11060001');
  });

  it('stays whole for its owner, in the profile, the record and the export', async () => {
    const full = await get(`/api/v1/usuario_candidato/${ana.id}/full`, ana);
    expect(full.json().endereco).toMatchObject({
      cep: '11060001',
      logradouro: 'Avenida Ana Costa',
      numero: '482',
      complemento: 'Apto 12',
      bairro: 'Gonzaga',
    });
    for (const url of addressUrls()) {
      const data = (await get(url, ana)).json().data;
      for (const key of HIDDEN) expect(data, `${url} ${key}`).toHaveProperty(key);
    }
    const exported = await get('/api/v1/usuarios/me/export', ana);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain('Avenida Ana Costa');
    expect(exported.body).toContain('Apto 12');
  });
});
