// Issue 29 item 4: availability is confirmed. Short periods by environment (AVAILABILITY_DAYS=0:
// due at the next sweep); the sweep runs on the real job queue (its job sent here, as the periodic
// one would run); e-mails land in the outbox. The clinics' list is read through its route (with
// its page cache), so leaving and coming back also checks the list's version.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../src/plugins/jobs';
import { type OutboxMail, readOutbox, type TestUser, waitForJobs } from './factories';
import { createTestApp, type TestApp } from './helper';
import { newClinic, publishedCandidate } from './job-posting-factories';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function setup(env: Record<string, string>) {
  const t = await createTestApp({
    env: { PUBLIC_URL: 'https://rx.exemplo.com.br', LOGIN_RATE_LIMIT_IP: '100000', ...env },
  });
  apps.push(t);
  const clinic = await newClinic(t.app);
  const sweep = async () => {
    await waitForJobs(t.app);
    await t.app.jobs.send(QUEUES.availability, {});
    await waitForJobs(t.app);
  };
  const listed = async (candidate: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usuario_candidato/full?size=100',
      headers: clinic.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { id: number; disponibilidade_confirmada_em: string }[] }).items.find(
      (card) => card.id === candidate.id,
    );
  };
  const questions = (candidate: TestUser) =>
    readOutbox(t.config.dataDir).filter(
      (m: OutboxMail) => m.to.includes(candidate.email) && m.subject === 'Você ainda está disponível?',
    );
  const state = async (candidate: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/disponibilidade',
      headers: candidate.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      confirmada_em: string | null;
      pedida_em: string | null;
      indisponivel_em: string | null;
    };
  };
  return { t, sweep, listed, questions, state };
}

const confirmLink = (mail: OutboxMail) => {
  const match = /Sim, estou disponível: (\S+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return new URL((match as RegExpExecArray)[1] as string);
};

describe('availability', () => {
  it('asks once when due; the one-click link confirms without a session; the card shows the date', async () => {
    const { t, sweep, listed, questions, state } = await setup({
      AVAILABILITY_DAYS: '0',
      AVAILABILITY_GRACE_DAYS: '14',
    });
    const ana = await publishedCandidate(t.app);
    const card = await listed(ana);
    expect(card?.disponibilidade_confirmada_em).toMatch(/^\d{4}-\d\d-\d\dT/);

    await sweep();
    await sweep();
    const mails = questions(ana);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as OutboxMail;
    expect(mail.text).toContain(
      'Sem resposta em 14 dias, seu perfil sai da lista de candidatos das clínicas',
    );
    expect((await state(ana)).pedida_em).not.toBeNull();
    expect(await listed(ana)).toBeDefined(); // still listed within the grace

    const link = confirmLink(mail);
    expect(link.origin).toBe('https://rx.exemplo.com.br');
    const forged = `${link.pathname}?token=${encodeURIComponent(`${link.searchParams.get('token')?.slice(0, -3)}AAA`)}`;
    const bad = await t.app.inject({ method: 'GET', url: forged });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Link inválido ou expirado');

    await t.database.db.execute(
      sql`update candidatos set disponibilidade_confirmada_em = now() - interval '40 days', published_at = now() - interval '50 days' where usuario_id = ${ana.id}`,
    );
    const res = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Disponibilidade confirmada');
    const after = await state(ana);
    expect(after.pedida_em).toBeNull();
    expect(Date.now() - Date.parse(after.confirmada_em as string)).toBeLessThan(60_000);
    const confirmed = await listed(ana);
    expect(Date.now() - Date.parse(confirmed?.disponibilidade_confirmada_em as string)).toBeLessThan(60_000);
  });

  it('without an answer in the grace the profile leaves the list (not deleted) and comes back in one click', async () => {
    const { t, sweep, listed, questions, state } = await setup({
      AVAILABILITY_DAYS: '0',
      AVAILABILITY_GRACE_DAYS: '0',
    });
    const bia = await publishedCandidate(t.app);
    const suspended = await publishedCandidate(t.app);
    await t.database.db.execute(sql`update usuarios set suspenso_em = now() where id = ${suspended.id}`);
    await t.database.db.execute(
      sql`update candidatos set suspenso_em = now() where usuario_id = ${suspended.id}`,
    );
    expect(await listed(bia)).toBeDefined();

    await sweep(); // asked
    expect(questions(bia)).toHaveLength(1);
    expect(questions(suspended)).toHaveLength(0);
    expect(await listed(bia)).toBeDefined();
    await sweep(); // grace of 0 days passed: out of the list
    expect(await listed(bia)).toBeUndefined();
    const out = await state(bia);
    expect(out.indisponivel_em).not.toBeNull();
    expect(questions(bia)).toHaveLength(1);
    // Not deleted: the candidate still reads their profile.
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/disponibilidade', headers: bia.headers });
    expect(own.statusCode).toBe(200);

    const back = await t.app.inject({
      method: 'POST',
      url: '/api/v1/disponibilidade/confirmar',
      headers: bia.headers,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ indisponivel_em: null, pedida_em: null });
    expect(await listed(bia)).toBeDefined();

    const clinic = await newClinic(t.app);
    const asClinic = await t.app.inject({
      method: 'POST',
      url: '/api/v1/disponibilidade/confirmar',
      headers: clinic.headers,
    });
    expect(asClinic.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/disponibilidade' })).statusCode).toBe(401);
  });
});
