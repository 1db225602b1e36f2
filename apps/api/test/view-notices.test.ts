// The candidate's e-mail "N clínicas viram seu perfil hoje" (at most one a day, with a setting to
// turn it off), and the preferences route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avisosVisualizacao } from '../src/db/schema';
import {
  createCandidate,
  createClinic,
  mailHeader,
  markPublished,
  type OutboxMail,
  readOutbox,
  type TestUser,
  waitForJobs,
  waitForOutbox,
} from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let candidate: TestUser;
let quiet: TestUser;
let clinics: TestUser[];

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000', VIEW_NOTICE_DELAY_MINUTES: '0' } });
  candidate = await createCandidate(t.app, { nome: 'Mariana Souza Lima' });
  quiet = await createCandidate(t.app);
  await markPublished(t.app, candidate);
  await markPublished(t.app, quiet);
  clinics = [await createClinic(t.app), await createClinic(t.app), await createClinic(t.app)];
});
afterAll(() => t?.close());

const view = (clinic: TestUser, candidateId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/visualizacoes/visualizacoes?candidato_id=${candidateId}`,
    headers: clinic.headers,
  });
const noticesTo = (email: string) =>
  readOutbox(t.config.dataDir).filter((mail) => mail.to.includes(email) && /perfil hoje/.test(mail.subject));
const settle = () => waitForJobs(t.app);

describe('the daily e-mail of profile views', () => {
  it('tells the candidate on the first view of the day, with a link to the profile', async () => {
    expect((await view(clinics[0] as TestUser, candidate.id)).statusCode).toBe(201);
    const mails = await waitForOutbox(t.config.dataDir, (mail) => mail.to.includes(candidate.email));
    const notice = mails.find((mail) => mail.to.includes(candidate.email));
    expect(notice?.subject).toBe('1 clínica viu seu perfil hoje');
    expect(notice?.text).toContain('Olá, Mariana.');
    expect(notice?.text).toContain(`${t.config.publicUrl}/perfil`);
    expect(notice?.text).toContain('Avisos de visualização');
  });

  it('sends no second e-mail the same day, however many clinics view the profile', async () => {
    await view(clinics[1] as TestUser, candidate.id);
    await view(clinics[2] as TestUser, candidate.id);
    await view(clinics[0] as TestUser, candidate.id);
    await settle();
    expect(noticesTo(candidate.email)).toHaveLength(1);
  });

  it('counts every clinic of the day when the e-mail goes out', async () => {
    // As if the e-mail of the day had not gone out yet: the next new view sends it, counting all.
    await t.app.db.delete(avisosVisualizacao);
    const fourth = await createClinic(t.app);
    expect((await view(fourth, candidate.id)).statusCode).toBe(201);
    const mails = await waitForOutbox(t.config.dataDir, (mail) => mail.subject.startsWith('4 clínicas'));
    expect(mails.filter((mail) => mail.to.includes(candidate.email)).map((mail) => mail.subject)).toEqual([
      '1 clínica viu seu perfil hoje',
      '4 clínicas viram seu perfil hoje',
    ]);
  });

  it('sends nothing to a candidate who turned the notices off', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usuarios/me/preferencias',
      headers: quiet.headers,
      payload: { avisos_visualizacao: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ avisos_visualizacao: false });
    await view(clinics[0] as TestUser, quiet.id);
    await settle();
    expect(noticesTo(quiet.email)).toEqual([]);
  });
});

describe('the one-click link that stops the notice (List-Unsubscribe)', () => {
  const unsubscribeLink = async (user: TestUser) => {
    const notice = noticesTo(user.email).at(-1);
    expect(notice, `a notice to ${user.email}`).toBeDefined();
    const header = mailHeader(notice as OutboxMail, 'List-Unsubscribe');
    expect(mailHeader(notice as OutboxMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = /^<(https?:\/\/[^>]+)>$/.exec(header)?.[1];
    expect(url, header).toBeDefined();
    expect((notice as OutboxMail).text).toContain(`Não quero mais receber este aviso: ${url}`);
    return new URL(url as string);
  };
  const preference = async (user: TestUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/usuarios/me/preferencias', headers: user.headers })
    ).json();
  /** A new clinic views the candidate, as on a new day (the claims of the day are cleared). */
  const viewedAgain = async (user: TestUser) => {
    await t.app.db.delete(avisosVisualizacao);
    expect((await view(await createClinic(t.app), user.id)).statusCode).toBe(201);
    await settle();
  };

  it('GET turns the notice off for that candidate, answers a page saying so, and no notice goes out afterwards', async () => {
    const reader = await createCandidate(t.app, { nome: 'Paula Leitora' });
    await markPublished(t.app, reader);
    await viewedAgain(reader);
    const url = await unsubscribeLink(reader);
    expect(url.origin).toBe(new URL(t.config.publicUrl).origin);
    expect(url.pathname).toBe('/api/v1/avisos-visualizacao/cancelar');

    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('lang="pt-BR"');
    expect(page.body).toContain('Pronto, aviso desligado');
    expect(page.body).toContain('Você não receberá mais o e-mail diário de visualizações do seu perfil.');
    expect(await preference(reader)).toEqual({ avisos_visualizacao: false });
    // Only this candidate's notice: the others still get theirs.
    expect(await preference(candidate)).toEqual({ avisos_visualizacao: true });

    const before = noticesTo(reader.email).length;
    await viewedAgain(reader);
    expect(noticesTo(reader.email)).toHaveLength(before);
  });

  it('POST (RFC 8058, as mail providers send it) turns it off with 204, without a session', async () => {
    const reader = await createCandidate(t.app, { nome: 'Rui Provedor' });
    await markPublished(t.app, reader);
    await viewedAgain(reader);
    const url = await unsubscribeLink(reader);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await preference(reader)).toEqual({ avisos_visualizacao: false });
    const before = noticesTo(reader.email).length;
    await viewedAgain(reader);
    expect(noticesTo(reader.email)).toHaveLength(before);
  });

  it('refuses a token that is not signed for that candidate (400, a page in Portuguese), changing nothing', async () => {
    const url = await unsubscribeLink(candidate);
    const token = url.searchParams.get('token') as string;
    const forged = token.replace(/^\d+/, String(quiet.id));
    for (const bad of [forged, `${token}x`, 'abc', '']) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/avisos-visualizacao/cancelar?token=${encodeURIComponent(bad)}`,
      });
      expect(page.statusCode, bad).toBe(400);
      expect(page.body).toContain('Este link de cancelamento não é válido.');
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/v1/avisos-visualizacao/cancelar?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(post.statusCode, bad).toBe(400);
      expect(post.json()).toEqual({ detail: 'Link de cancelamento inválido.', code: 'request.invalid' });
    }
    expect(await preference(candidate)).toEqual({ avisos_visualizacao: true });
  });
});

describe('GET/PUT /api/v1/usuarios/me/preferencias', () => {
  it('answers the candidate their setting, on by default', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usuarios/me/preferencias',
      headers: candidate.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ avisos_visualizacao: true });
  });

  it('is for candidates only, and refuses a value that is not yes or no', async () => {
    const url = '/api/v1/usuarios/me/preferencias';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: clinics[0]?.headers })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: candidate.headers,
      payload: { avisos_visualizacao: 'talvez' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors?.[0]?.field).toBe('avisos_visualizacao');
  });
});
