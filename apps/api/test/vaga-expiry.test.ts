// Issue 29 item 3: postings expire with notice. The sweep runs on the real job queue (a sweep job
// sent here, as the periodic one would run); e-mails land in the outbox.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../src/plugins/jobs';
import { type OutboxMail, readOutbox, type TestUser, waitForJobs } from './factories';
import { createTestApp, type TestApp } from './helper';
import { apply, createVaga, newClinic, publishedCandidate } from './job-posting-factories';

let t: TestApp;
let clinic: TestUser;
let applicants: TestUser[];

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://rx.exemplo.com.br', VAGA_DAYS: '60', VAGA_EXPIRY_NOTICE_DAYS: '3' },
  });
  clinic = await newClinic(t.app, { nome_fantasia: 'Clínica Imagem Sul' });
  applicants = [];
  for (let i = 0; i < 3; i++) applicants.push(await publishedCandidate(t.app));
});
afterAll(() => t?.close());

const setExpiry = (id: number, interval: string) =>
  t.database.db.execute(sql`update vagas set expira_em = now() + ${interval}::interval where id = ${id}`);
async function sweep() {
  await waitForJobs(t.app);
  await t.app.jobs.send(QUEUES.vagaExpiry, {});
  await waitForJobs(t.app);
}
const mails = (to: string, subject: RegExp) =>
  readOutbox(t.config.dataDir).filter((m: OutboxMail) => m.to.includes(to) && subject.test(m.subject));
const renewLink = (mail: OutboxMail) => {
  const match = /Renovar por mais 60 dias: (\S+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return new URL((match as RegExpExecArray)[1] as string);
};

describe('vaga expiry notice', () => {
  it('tells the clinic once, with the count of applicants and a one-click renew link that works once', async () => {
    const id = await createVaga(t.app, clinic, { titulo: 'Radiologista com aviso' });
    for (const candidate of applicants.slice(0, 2))
      expect((await apply(t.app, candidate, id)).statusCode).toBe(201);
    await sweep();
    expect(mails(clinic.email, /expira em/)).toHaveLength(0); // 60 days away: no notice yet

    await setExpiry(id, '2 days');
    await sweep();
    await sweep();
    const notices = mails(clinic.email, /Sua vaga "Radiologista com aviso" expira em/);
    expect(notices).toHaveLength(1);
    const notice = notices[0] as OutboxMail;
    expect(notice.text).toContain('Até agora ela recebeu 2 candidaturas.');
    const link = renewLink(notice);
    expect(link.origin).toBe('https://rx.exemplo.com.br');

    const path = `${link.pathname}${link.search}`;
    const tampered = path.replace(/token=(\d+)\./, (_m, id: string) => `token=${id}.1`);
    const bad = await t.app.inject({ method: 'GET', url: tampered });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Link inválido ou expirado');

    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Vaga renovada');
    expect(res.body).toMatch(/está aberta até \d{1,2} de \w+ de \d{4}/);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/vagas/${id}` })).json();
    expect(Date.parse(detail.expira_em) - Date.now()).toBeGreaterThan(59 * 86_400_000);

    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('já foi usado');
  });

  it('closes an expired posting once and tells only the applicants still in the process', async () => {
    const id = await createVaga(t.app, clinic, { titulo: 'Técnico que expira' });
    const [inProcess, decided, other] = applicants as [TestUser, TestUser, TestUser];
    for (const candidate of [inProcess, decided])
      expect((await apply(t.app, candidate, id)).statusCode).toBe(201);
    await t.database.db.execute(
      sql`update candidaturas set status = 'nao_selecionada' where vaga_id = ${id} and candidato_id = ${decided.id}`,
    );
    await setExpiry(id, '-1 minute');
    await sweep();
    await sweep();
    const told = mails(inProcess.email, /A vaga "Técnico que expira" foi encerrada/);
    expect(told).toHaveLength(1);
    expect((told[0] as OutboxMail).text).toContain('chegou ao fim do prazo de publicação');
    // (Their own application's confirmation, 'Candidatura enviada', is not about the closing.)
    expect(mails(decided.email, /"Técnico que expira" foi encerrada/)).toHaveLength(0);
    expect(mails(other.email, /Técnico que expira/)).toHaveLength(0);
    const own = await t.app.inject({ method: 'GET', url: `/api/v1/vagas/${id}`, headers: clinic.headers });
    expect(own.json().status).toBe('encerrada');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/vagas/${id}` })).statusCode).toBe(404);
  });
});

describe('the periodic sweep', () => {
  it('runs by itself every VAGA_EXPIRY_SWEEP_SECONDS and closes an expired posting', async () => {
    const own = await createTestApp({ env: { VAGA_EXPIRY_SWEEP_SECONDS: '1' } });
    try {
      const owner = await newClinic(own.app);
      const id = await createVaga(own.app, owner);
      await own.database.db.execute(
        sql`update vagas set expira_em = now() - interval '1 minute' where id = ${id}`,
      );
      const status = async () =>
        (await own.app.inject({ method: 'GET', url: `/api/v1/vagas/${id}`, headers: owner.headers })).json()
          .status as string;
      const deadline = Date.now() + 15_000;
      while ((await status()) === 'aberta' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await status()).toBe('encerrada');
    } finally {
      await own.close();
    }
  });
});
