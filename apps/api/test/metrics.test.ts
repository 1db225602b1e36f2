// GET /metrics: Prometheus figures behind METRICS_TOKEN, a JSON 404 without it.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_LIMIT } from '../src/plugins/jobs';
import { registerCandidate, waitForJobs } from './factories';
import { createTestApp, type TestApp } from './helper';

const TOKEN = 'metricas-secretas-0123456789';
let on: TestApp;
let off: TestApp;

beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestApp({
      env: {
        METRICS_TOKEN: TOKEN,
        LOGIN_RATE_LIMIT_IP: '2',
        JOB_RETRY_DELAY_SECONDS: '0',
        JOB_POLL_MS: '500',
      },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN: a JSON 404, not the web page', async () => {
    const res = await scrape(off, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Recurso não encontrado.', code: 'not_found' });
  });

  it('refuses a missing or wrong token with 401', async () => {
    for (const authorization of [undefined, 'Bearer errado', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(on, authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().detail).toBe('Token de métricas ausente ou inválido.');
    }
  });

  it('counts requests by route, and the rate-limit refusals', async () => {
    await on.app.inject({ method: 'GET', url: '/api/v1/ping' });
    await on.app.inject({ method: 'GET', url: '/api/v1/ping' });
    const login = () =>
      on.app.inject({
        method: 'POST',
        url: '/api/v1/usuarios/login',
        payload: { email: 'ninguem@exemplo.com.br', senha: 'Senha-errada-1' },
      });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await login()).statusCode);
    expect(answers).toContain(429);

    const res = await scrape(on, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/ping",status_code="200"\} 2/,
    );
    expect(text).toMatch(/rate_limit_refusals_total\{route="[^"]*login[^"]*"\} [1-9]/);
    expect(text).toContain('process_cpu_seconds_total');
    // The pool's connections are reported when the database is PostgreSQL (there is no pool on PGlite).
    if (on.app.database.driver.kind === 'postgres')
      expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    else expect(text).not.toContain('db_pool_connections');
    // The scrape itself is not counted.
    expect(text).not.toMatch(/route="\/metrics"/);
  });

  it('shows the job queue: depth by state, failed tries and latency', async () => {
    const { record: candidate } = await registerCandidate(on.app);
    // The outbox cannot be written (a file where its folder goes): the e-mail fails every try.
    const outbox = join(on.config.dataDir, 'outbox');
    rmSync(outbox, { recursive: true, force: true });
    writeFileSync(outbox, '');
    await on.app.inject({
      method: 'POST',
      url: '/auth_reset/forgot-password',
      payload: { email: candidate.email },
    });
    await waitForJobs(on.app);
    const text = (await scrape(on, `Bearer ${TOKEN}`)).body;
    const tries = RETRY_LIMIT + 1;
    expect(text).toContain('jobs{queue="mail",state="failed"} 1');
    expect(text).toContain('jobs{queue="mail",state="waiting"} 0');
    expect(text).toContain(`job_failures_total{queue="mail"} ${tries}`);
    expect(text).toContain(`job_latency_seconds_count{queue="mail",outcome="failed"} ${tries}`);
  });
});
