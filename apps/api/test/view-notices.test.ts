// The candidate's e-mail "N clínicas viram seu perfil hoje" (at most one a day, with a setting to
// turn it off), and the preferences route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avisosVisualizacao } from '../src/db/schema';
import {
  createCandidate,
  createClinic,
  markPublished,
  readOutbox,
  type TestUser,
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
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

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
