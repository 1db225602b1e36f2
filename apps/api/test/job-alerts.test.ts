// Issue 29 item 2: job alerts. The e-mails run on the real job queue (the publication's job, and
// the daily digest made due by sending its job here); e-mails land in the outbox.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../src/plugins/jobs';
import { mailHeader, type OutboxMail, readOutbox, type TestUser, waitForJobs } from './factories';
import { createTestApp, type TestApp } from './helper';
import { createVaga, newCandidate, newClinic } from './job-posting-factories';

let t: TestApp;
let clinic: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://rx.exemplo.com.br', LOGIN_RATE_LIMIT_IP: '100000' },
  });
  clinic = await newClinic(t.app, { nome_fantasia: 'Clínica Alerta Sul' });
});
afterAll(() => t?.close());

const createAlert = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/alertas', headers: user.headers, payload });
const alertsOf = async (user: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/alertas', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { id: number; frequencia: string }[] }).items;
};
const mailsTo = (user: TestUser) =>
  readOutbox(t.config.dataDir).filter(
    (m: OutboxMail) => m.to.includes(user.email) && /vaga/i.test(m.subject),
  );
async function publish(overrides: Record<string, unknown>) {
  const id = await createVaga(t.app, clinic, overrides);
  await waitForJobs(t.app);
  return id;
}
async function digest() {
  await waitForJobs(t.app);
  await t.app.jobs.send(QUEUES.alertDigest, {});
  await waitForJobs(t.app);
}
const unsubscribeLink = (mail: OutboxMail) => {
  const match = /Não quero mais receber este alerta: (\S+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return new URL((match as RegExpExecArray)[1] as string);
};

describe('job alerts: the routes', () => {
  it('a candidate creates, lists and deletes their own alerts; bad input is a 422 in Portuguese', async () => {
    const ana = await newCandidate(t.app);
    const res = await createAlert(ana, {
      tipos_profissao: ['tsb'],
      estados: ['sp', 'RJ'],
      cidade: ' Campinas ',
      q: 'tomografia',
      frequencia: 'imediata',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    const items = await alertsOf(ana);
    expect(items).toEqual([
      expect.objectContaining({
        id,
        tipos_profissao: ['TSB'],
        estados: ['RJ', 'SP'],
        cidade: 'Campinas',
        q: 'tomografia',
        frequencia: 'imediata',
      }),
    ]);

    const bad = await createAlert(ana, {
      tipos_profissao: ['Astronauta'],
      estados: ['XX'],
      frequencia: 'semanal',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Profissão inválida');
    expect(bad.body).toContain("frequencia deve ser 'imediata' ou 'diaria'.");

    const bia = await newCandidate(t.app);
    const notHers = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/alertas/${id}`,
      headers: bia.headers,
    });
    expect(notHers.statusCode).toBe(404);
    expect(await alertsOf(bia)).toEqual([]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/alertas/${id}`, headers: ana.headers });
    expect(del.statusCode).toBe(204);
    expect(await alertsOf(ana)).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/alertas/${id}`,
      headers: ana.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('only candidates create alerts, and at most 10 each', async () => {
    const asClinic = await createAlert(clinic, { frequencia: 'diaria' });
    expect(asClinic.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/alertas',
      payload: { frequencia: 'diaria' },
    });
    expect(anonymous.statusCode).toBe(401);

    const carla = await newCandidate(t.app);
    for (let i = 0; i < 10; i++)
      expect(
        (await createAlert(carla, { estados: ['SP'], frequencia: 'diaria', q: `termo ${i}` })).statusCode,
      ).toBe(201);
    const eleventh = await createAlert(carla, { frequencia: 'diaria' });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().detail).toContain('Você já tem 10 alertas');
    expect(await alertsOf(carla)).toHaveLength(10);
  });
});

describe('job alerts: the e-mails', () => {
  it("'imediata': one e-mail for a matching posting with its absolute link and the unsubscribe headers; none for another", async () => {
    const dani = await newCandidate(t.app, { nome: 'Daniela Prado' });
    expect(
      (
        await createAlert(dani, {
          tipos_profissao: ['TSB'],
          estados: ['MG'],
          cidade: 'Uberlândia',
          frequencia: 'imediata',
        })
      ).statusCode,
    ).toBe(201);
    await publish({ titulo: 'TSB em Belo Horizonte', estado: 'MG', cidade: 'Belo Horizonte' });
    await publish({
      titulo: 'Radiologista em Uberlândia',
      tipo_profissao: 'Dentista Radiologista',
      estado: 'MG',
      cidade: 'Uberlândia',
    });
    expect(mailsTo(dani)).toHaveLength(0);

    const id = await publish({
      titulo: 'TSB para tomografia em Uberlândia',
      estado: 'MG',
      cidade: 'uberlândia',
    });
    const mails = mailsTo(dani);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as OutboxMail;
    expect(mail.subject).toBe('Nova vaga: TSB para tomografia em Uberlândia');
    expect(mail.text).toContain(`https://rx.exemplo.com.br/vagas/${id}`);
    expect(mail.html).toContain(`href="https://rx.exemplo.com.br/vagas/${id}"`);
    const link = unsubscribeLink(mail);
    expect(link.origin).toBe('https://rx.exemplo.com.br');
    expect(mailHeader(mail, 'List-Unsubscribe')).toBe(`<${link.href}>`);
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('the unsubscribe link works without a session (GET page, POST one-click) and a forged one is refused', async () => {
    const edu = await newCandidate(t.app);
    for (let i = 0; i < 2; i++)
      expect((await createAlert(edu, { estados: ['AC'], frequencia: 'imediata' })).statusCode).toBe(201);
    await publish({ titulo: 'TSB no Acre', estado: 'AC', cidade: 'Rio Branco' });
    const mails = mailsTo(edu);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((m) => unsubscribeLink(m)) as [URL, URL];

    const forged = `${first.pathname}?token=${encodeURIComponent(`${first.searchParams.get('token')?.split('.')[0]}.${'A'.repeat(43)}`)}`;
    const bad = await t.app.inject({ method: 'GET', url: forged });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/text\/html/);
    expect(bad.body).toContain('Link inválido');
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/alertas/cancelar' })).statusCode).toBe(400);
    expect(await alertsOf(edu)).toHaveLength(2);

    const page = await t.app.inject({ method: 'GET', url: `${first.pathname}${first.search}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Pronto, alerta cancelado');
    expect(await alertsOf(edu)).toHaveLength(1);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${second.pathname}${second.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(204);
    expect(await alertsOf(edu)).toHaveLength(0);

    await publish({ titulo: 'Outra vaga no Acre', estado: 'AC', cidade: 'Rio Branco' });
    expect(mailsTo(edu)).toHaveLength(2);
  });

  it("'diaria': one digest with the postings since the last one, and nothing when there are none", async () => {
    const fabi = await newCandidate(t.app);
    expect(
      (await createAlert(fabi, { estados: ['PA'], q: 'panorâmica', frequencia: 'diaria' })).statusCode,
    ).toBe(201);
    await digest();
    expect(mailsTo(fabi)).toHaveLength(0);

    const a = await publish({ titulo: 'Técnico de panorâmica em Belém', estado: 'PA', cidade: 'Belém' });
    const b = await publish({
      titulo: 'Auxiliar em Santarém',
      estado: 'PA',
      cidade: 'Santarém',
      descricao: 'Exames de panorâmica e atendimento aos pacientes da clínica.',
    });
    await publish({
      titulo: 'Recepção em Belém',
      estado: 'PA',
      cidade: 'Belém',
      descricao: 'Atendimento ao público e agenda dos exames da clínica, com sistema próprio.',
    });
    expect(mailsTo(fabi)).toHaveLength(0); // not 'imediata'

    await digest();
    const digests = mailsTo(fabi);
    expect(digests).toHaveLength(1);
    const mail = digests[0] as OutboxMail;
    expect(mail.subject).toBe('2 novas vagas para o seu alerta');
    expect(mail.text).toContain(`https://rx.exemplo.com.br/vagas/${a}`);
    expect(mail.text).toContain(`https://rx.exemplo.com.br/vagas/${b}`);
    expect(mail.text).not.toContain('Recepção em Belém');
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    await digest();
    expect(mailsTo(fabi)).toHaveLength(1);
  });

  it('a suspended or deleted account gets nothing', async () => {
    const gil = await newCandidate(t.app);
    const hel = await newCandidate(t.app);
    for (const user of [gil, hel]) {
      expect((await createAlert(user, { estados: ['TO'], frequencia: 'imediata' })).statusCode).toBe(201);
      expect((await createAlert(user, { estados: ['TO'], frequencia: 'diaria' })).statusCode).toBe(201);
    }
    await t.database.db.execute(sql`update usuarios set suspenso_em = now() where id = ${gil.id}`);
    await t.database.db.execute(sql`update candidatos set suspenso_em = now() where usuario_id = ${gil.id}`);
    await t.database.db.execute(sql`delete from usuarios where id = ${hel.id}`);
    await publish({ titulo: 'TSB em Palmas', estado: 'TO', cidade: 'Palmas' });
    await digest();
    expect(mailsTo(gil)).toHaveLength(0);
    expect(mailsTo(hel)).toHaveLength(0);
  });
});
