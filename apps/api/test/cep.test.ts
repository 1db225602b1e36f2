// GET /api/v1/cep/{cep} against a stand-in provider on loopback that answers in ViaCEP's format.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

const ADDRESSES: Record<string, object> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
};

let provider: Server;
let providerUp = true;
const asked: string[] = [];
let t: TestApp;

beforeAll(async () => {
  provider = createServer((req, res) => {
    const digits = /^\/ws\/(\w+)\/json\/?$/.exec(req.url ?? '')?.[1] ?? '';
    asked.push(digits);
    if (!providerUp) {
      res.writeHead(502).end();
      return;
    }
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (!/^\d{8}$/.test(digits)) res.writeHead(400).end('{}');
    else res.end(JSON.stringify(ADDRESSES[digits] ?? { erro: 'true' }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({ env: { CEP_LOOKUP_URL: `http://127.0.0.1:${port}/ws/{cep}/json/` } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

const lookup = (cep: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/cep/${encodeURIComponent(cep)}` });

describe('GET /api/v1/cep/{cep}', () => {
  it('fills street, bairro, city and state from the provider, with or without the mask', async () => {
    const res = await lookup('01310-100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cep: '01310-100',
      rua: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
    });
    expect((await lookup('01310100')).json().rua).toBe('Avenida Paulista');
  });

  it('asks the provider once per CEP (cached), found or not', async () => {
    const before = asked.length;
    await lookup('01310100');
    await lookup('99999999');
    await lookup('99999-999');
    expect(asked.slice(before)).toEqual(['99999999']);
  });

  it('answers 404 in Portuguese for a CEP that does not exist', async () => {
    const res = await lookup('99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('CEP não encontrado. Preencha o endereço manualmente.');
  });

  it('answers 422 for a CEP without 8 digits, without asking the provider', async () => {
    const before = asked.length;
    for (const cep of ['123', '1234567890', 'abcdefgh', '00000000']) {
      const res = await lookup(cep);
      expect(res.statusCode, cep).toBe(422);
      expect(res.json().detail).toBe('CEP inválido. Informe os 8 dígitos.');
    }
    expect(asked.length).toBe(before);
  });

  it('answers 503 (the form stays manual) when the provider fails, and recovers with it', async () => {
    providerUp = false;
    const res = await lookup('20040-020');
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe(
      'A consulta de CEP está indisponível agora. Preencha o endereço manualmente.',
    );
    providerUp = true;
    expect((await lookup('20040-020')).statusCode).toBe(404);
  });
});
