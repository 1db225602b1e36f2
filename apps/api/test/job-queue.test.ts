// The durable job queue in one process (plugins/jobs.ts): an e-mail refused twice by the SMTP
// server is tried again and delivered once; an e-mail that fails every try is kept as failed and
// shown on the back office's 'Fila', where an administrator tries it again or discards it; the
// 'Fila' routes are for administrators only.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_GONE } from '../src/modules/admin/admin-queue.routes';
import { RETRY_LIMIT } from '../src/plugins/jobs';
import { adminCall, createAdmin } from './admin-factories';
import { createCandidate, readOutbox, type TestUser, waitForJobs } from './factories';
import { createTestApp, type TestApp } from './helper';
import { type SmtpStandIn, startSmtpStandIn } from './smtp-server';

// Failed tries run again at once (no backoff wait) and the workers look every half second.
const FAST_RETRIES = { JOB_RETRY_DELAY_SECONDS: '0', JOB_POLL_MS: '500', RESET_RATE_LIMIT_EMAIL: '100' };

const forgot = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/auth_reset/forgot-password', payload: { email } });

/**
 * An app whose e-mail goes to an SMTP stand-in, for the tests of one describe block (read
 * `smtp()` and `t()` inside the tests: they are set in beforeAll).
 */
function appWithSmtp() {
  let smtp: SmtpStandIn | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await createTestApp({ env: { ...FAST_RETRIES, SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('used before beforeAll');
    return value;
  };
  return { smtp: () => ready(smtp), t: () => ready(t) };
}

describe('an e-mail job when the SMTP server refuses', () => {
  const setup = appWithSmtp();

  it('is tried again after two refusals and delivered once', async () => {
    const [smtp, t] = [setup.smtp(), setup.t()];
    const candidate = await createCandidate(t.app);
    smtp.refuse = 2;
    expect((await forgot(t, candidate.email)).statusCode).toBe(200);
    await waitForJobs(t.app);
    expect(smtp.attempts).toBe(3);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain(`To: ${candidate.email}`);
    expect((await t.app.jobs.counts()).total).toEqual({ waiting: 0, running: 0, failed: 0 });
  });
});

describe('an e-mail job when the database goes away while it runs', () => {
  const setup = appWithSmtp();

  it('drops the result it cannot write instead of ending the process with an unhandled rejection', async () => {
    const [smtp, t] = [setup.smtp(), setup.t()];
    const candidate = await createCandidate(t.app);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      let release = () => {};
      smtp.hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      expect((await forgot(t, candidate.email)).statusCode).toBe(200);
      await expect.poll(() => smtp.attempts, { timeout: 15_000 }).toBe(1);
      // The e-mail is at the server; the database stops before the job can be marked done.
      await t.database.close();
      release();
      await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
      // pg-boss's completion write runs (and fails) a moment after the handler returns.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rejections).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(503);
    } finally {
      process.off('unhandledRejection', onRejection);
      smtp.hold = null;
    }
  });
});

describe("the back office's 'Fila'", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let candidate: TestUser;
  const outbox = () => join(t.config.dataDir, 'outbox');
  /** The outbox cannot be written (a file where its folder should be): every e-mail fails. */
  const breakOutbox = () => {
    if (existsSync(outbox())) renameSync(outbox(), `${outbox()}.aside`);
    writeFileSync(outbox(), '');
  };
  const repairOutbox = () => {
    rmSync(outbox(), { force: true });
    if (existsSync(`${outbox()}.aside`)) renameSync(`${outbox()}.aside`, outbox());
  };
  const fila = async (headers = admin.headers) => adminCall(t.app, 'GET', '/fila', headers);
  const resetsTo = (email: string) =>
    existsSync(outbox()) ? readOutbox(t.config.dataDir).filter((m) => m.to === email) : [];

  beforeAll(async () => {
    t = await createTestApp({ env: FAST_RETRIES });
    admin = await createAdmin(t);
    candidate = await createCandidate(t.app);
  });
  afterAll(() => t?.close());

  it('shows an e-mail that failed every try, with its error, and tries it again on request', async () => {
    breakOutbox();
    expect((await forgot(t, candidate.email)).statusCode).toBe(200);
    await waitForJobs(t.app);

    const res = await fila();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.contagem).toEqual({ aguardando: 0, em_execucao: 0, falhas: 1 });
    expect(body.falhas).toHaveLength(1);
    const [failed] = body.falhas;
    expect(failed).toMatchObject({ fila: 'mail', tipo: 'password-reset', tentativas: RETRY_LIMIT + 1 });
    expect(failed.erro).toMatch(/outbox/);
    // The page shows no personal data of the message.
    expect(res.body).not.toContain(candidate.email);

    repairOutbox();
    const retried = await adminCall(t.app, 'POST', `/fila/${failed.id}/tentar-novamente`, admin.headers);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().detail).toBe('O trabalho voltou para a fila e roda em instantes.');
    await waitForJobs(t.app);
    expect(resetsTo(candidate.email)).toHaveLength(1);
    expect((await fila()).json()).toEqual({
      contagem: { aguardando: 0, em_execucao: 0, falhas: 0 },
      falhas: [],
    });

    // Already handled: the same action again is a 404 with a message.
    const again = await adminCall(t.app, 'POST', `/fila/${failed.id}/tentar-novamente`, admin.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(JOB_GONE);
  });

  it('discards a failed job: it is gone and never sent, and the action is in the audit trail', async () => {
    breakOutbox();
    expect((await forgot(t, candidate.email)).statusCode).toBe(200);
    await waitForJobs(t.app);
    const [failed] = (await fila()).json().falhas;
    expect(failed?.tipo).toBe('password-reset');
    repairOutbox();

    const discarded = await adminCall(t.app, 'POST', `/fila/${failed.id}/descartar`, admin.headers);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().detail).toBe('Trabalho descartado.');
    await waitForJobs(t.app);
    expect((await fila()).json().contagem.falhas).toBe(0);
    expect(resetsTo(candidate.email)).toHaveLength(1);
    expect((await adminCall(t.app, 'POST', `/fila/${failed.id}/descartar`, admin.headers)).statusCode).toBe(
      404,
    );

    const audit = (await adminCall(t.app, 'GET', '/auditoria', admin.headers)).json();
    expect(audit.items.map((e: { acao: string }) => e.acao).slice(0, 2)).toEqual([
      'fila_descartar',
      'fila_tentar',
    ]);
    expect(audit.items[0].detalhes).toMatchObject({
      trabalho: failed.id,
      fila: 'mail',
      tipo: 'password-reset',
    });
  });

  it('refuses anyone but an administrator (404), and a malformed id with a message (422)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const headers of [undefined, candidate.headers]) {
      expect((await adminCall(t.app, 'GET', '/fila', headers)).statusCode).toBe(404);
      expect((await adminCall(t.app, 'POST', `/fila/${id}/tentar-novamente`, headers)).statusCode).toBe(404);
      expect((await adminCall(t.app, 'POST', `/fila/${id}/descartar`, headers)).statusCode).toBe(404);
    }
    const bad = await adminCall(t.app, 'POST', '/fila/nao-e-um-id/descartar', admin.headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors?.[0]?.message).toBe('Identificador de trabalho inválido.');
  });
});
