import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY_HEADER } from '../src/plugins/security';
import { NOT_BUILT_MESSAGE } from '../src/plugins/static';
import { createTestApp, TEST_ASSET, TEST_INDEX_HTML, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('web app', () => {
  it.each(['/', '/home', '/x/y', '/perfil/12?aba=1', '/cadastrar/candidato/'])(
    'serves index.html for %s with no-cache',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(TEST_INDEX_HTML);
    },
  );

  describe('a prerendered page', () => {
    const SERVICES_HTML =
      '<!doctype html><html lang="pt-BR"><head><title>Serviços | RX Odonto</title></head>' +
      '<body><div id="root"><h1>Consultoria completa</h1></div></body></html>';
    const BLOG_HTML = '<!doctype html><title>Blog | RX Odonto</title><div id="root"><h1>Blog</h1></div>';

    beforeAll(() => {
      for (const [path, html] of [
        ['servicos/7', SERVICES_HTML],
        ['blog', BLOG_HTML],
      ] as const) {
        const dir = join(t.config.webDistDir, ...path.split('/'));
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'index.html'), html);
      }
    });

    it.each(['/servicos/7', '/servicos/7/', '/servicos/7?origem=menu'])(
      'serves its own HTML for %s with no-cache',
      async (url) => {
        const res = await page(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toBe(SERVICES_HTML);
      },
    );

    it('serves it to a client that accepts anything', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/blog', headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(BLOG_HTML);
    });

    it.each(['/servicos', '/servicos/8', '/servicos/7/extra', '/servicos/%2e%2e/7', '/'])(
      'keeps the SPA fallback for %s, which has no prerendered file',
      async (url) => {
        const res = await page(url);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(TEST_INDEX_HTML);
      },
    );

    it('answers HEAD with the headers and no body', async () => {
      const res = await page('/servicos/7', 'HEAD');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(SERVICES_HTML)));
      expect(res.body).toBe('');
    });
  });

  it('answers HEAD of a page without a body', async () => {
    const res = await page('/home', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: TEST_ASSET.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(TEST_ASSET.body);
  });

  it('answers 404 (not the page) for a missing asset or file', async () => {
    for (const url of ['/assets/app-missing.js', '/logo-inexistente.png']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/avif,*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Recurso não encontrado.', code: 'not_found' });
    }
  });

  describe('pre-compressed copies', () => {
    const PAGE = '<!doctype html><title>Vagas | RX Odonto</title><div id="root"><h1>Vagas</h1></div>';
    const ASSET = { path: '/assets/app-zip123.js', body: 'console.log("comprimido");'.repeat(20) };

    beforeAll(() => {
      const dir = join(t.config.webDistDir, 'vagas');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), PAGE);
      writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(PAGE));
      writeFileSync(join(t.config.webDistDir, ASSET.path), ASSET.body);
      writeFileSync(join(t.config.webDistDir, `${ASSET.path}.gz`), gzipSync(ASSET.body));
    });

    it('serves the Brotli copy of a prerendered page to a browser that accepts it', async () => {
      for (const url of ['/vagas', '/vagas/']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PAGE);
      }
    });

    it('serves the plain page to a client without compression', async () => {
      const res = await page('/vagas');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(PAGE);
    });

    it('falls back to the gzip copy of an asset, still immutable', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: ASSET.path,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  it('does not serve the build manifest (a dotfile folder)', async () => {
    mkdirSync(join(t.config.webDistDir, '.vite'), { recursive: true });
    writeFileSync(join(t.config.webDistDir, '.vite', 'manifest.json'), '{"index.html":{}}');
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Recurso não encontrado.', code: 'not_found' });
  });

  it('sends the security headers', async () => {
    const res = await page('/home');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY_HEADER.replaceAll('; ', ';'));
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' https://accounts.google.com/gsi/client;",
    );
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('web app not built', () => {
  it('answers 503 with the build instruction for a page', async () => {
    const other = await createTestApp({ withoutWebDist: true, database: t.database });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe(NOT_BUILT_MESSAGE);
      expect(res.body).toContain('npm run build');
      const api = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(api.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('load shedding', () => {
  it('answers 503 in Portuguese while the event loop is saturated', async () => {
    const other = await createTestApp({ underPressure: true, database: t.database });
    try {
      const healthy = await other.app.inject({ method: 'GET', url: '/api/v1/site' });
      expect(healthy.statusCode).toBe(200);
      // Keep the event loop late by 1.3 s slices (the limit is a mean delay of 1 s over each 1 s
      // sample) for three samples, then let the overdue sampler run before the next request.
      for (let slices = 0; slices < 3; slices++) {
        const slice = Date.now() + 1300;
        while (Date.now() < slice) {
          // busy
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The same answer on every route, also on /health, whose own 503 has another shape.
      for (const url of ['/api/v1/site', '/api/v1/health']) {
        const res = await other.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after']).toBe('10');
        expect(res.json()).toEqual({
          detail: 'Servidor sobrecarregado. Tente novamente em instantes.',
          code: 'service.unavailable',
        });
      }
    } finally {
      await other.close();
    }
  });
});
