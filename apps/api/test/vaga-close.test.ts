// Closing a posting tells the applicants still in the process (issue 25 item 5), and a closed or
// expired posting stays readable by the candidates who applied to it and by its clinic — 404 for
// everyone else.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, type TestUser, waitForOutbox } from './factories';
import { createTestApp, type TestApp } from './helper';
import { apply, createVaga, newCandidate, newClinic, publishedCandidate } from './job-posting-factories';

const PUBLIC_URL = 'https://rx.exemplo.com.br';
let t: TestApp;
let clinic: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL, STAGE_UNDO_SECONDS: '0' } });
  clinic = await newClinic(t.app, { nome_fantasia: 'Clínica Imagem Sul' });
});
afterAll(() => t?.close());

const post = (url: string, user: TestUser, payload?: object) =>
  t.app.inject({
    method: url.includes('candidaturas/') ? 'PATCH' : 'POST',
    url,
    headers: user.headers,
    payload,
  });
const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers });
const closedMails = (to: string) =>
  readOutbox(t.config.dataDir).filter((m) => m.to === to && m.subject.includes('foi encerrada'));

describe('POST /api/v1/vagas/{id}/encerrar', () => {
  it('e-mails every applicant still in the process, and not the withdrawn or the decided ones', async () => {
    const vaga = await createVaga(t.app, clinic, { titulo: 'TSB para tomografia' });
    const [received, inAnalysis, interview, hired, rejected, withdrawn] = await Promise.all(
      Array.from({ length: 6 }, () => publishedCandidate(t.app)),
    );
    const ids = new Map<TestUser, number>();
    for (const c of [received, inAnalysis, interview, hired, rejected, withdrawn] as TestUser[]) {
      const res = await apply(t.app, c, vaga);
      expect(res.statusCode, res.body).toBe(201);
      ids.set(c, res.json().id);
    }
    const move = async (c: TestUser | undefined, status: string, by: TestUser = clinic) =>
      expect((await post(`/api/v1/candidaturas/${ids.get(c as TestUser)}`, by, { status })).statusCode).toBe(
        200,
      );
    await move(inAnalysis, 'em_analise');
    await move(interview, 'entrevista');
    await move(hired, 'contratada');
    await move(rejected, 'nao_selecionada');
    await move(withdrawn, 'retirada', withdrawn);

    const closed = await post(`/api/v1/vagas/${vaga}/encerrar`, clinic);
    expect(closed.statusCode, closed.body).toBe(200);
    const told = [received, inAnalysis, interview] as TestUser[];
    await waitForOutbox(t.config.dataDir, () => told.every((c) => closedMails(c.email).length > 0));
    for (const c of told) {
      const [mail, ...more] = closedMails(c.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('A vaga "TSB para tomografia" foi encerrada');
      expect(mail?.text).toContain('Clínica Imagem Sul encerrou a vaga "TSB para tomografia"');
      expect(mail?.text).toContain(`${PUBLIC_URL}/minhas-candidaturas`);
    }
    for (const c of [hired, rejected, withdrawn] as TestUser[]) expect(closedMails(c.email)).toEqual([]);

    // Closing again tells nobody again.
    expect((await post(`/api/v1/vagas/${vaga}/encerrar`, clinic)).statusCode).toBe(200);
    const other = await createVaga(t.app, clinic);
    await post(`/api/v1/vagas/${other}/encerrar`, clinic);
    await waitForOutbox(t.config.dataDir, 0, 300);
    for (const c of told) expect(closedMails(c.email)).toHaveLength(1);
  });
});

describe('GET /api/v1/vagas/{id} of a closed or expired posting', () => {
  it('answers it to a candidate who applied (marked closed, no apply) and to its clinic; 404 to anyone else', async () => {
    const closedVaga = await createVaga(t.app, clinic, { titulo: 'Vaga que será encerrada' });
    const expiredVaga = await createVaga(t.app, clinic);
    const applicant = await publishedCandidate(t.app);
    const withdrawn = await publishedCandidate(t.app);
    const stranger = await publishedCandidate(t.app);
    const unpublished = await newCandidate(t.app);
    const otherClinic = await newClinic(t.app);
    for (const vaga of [closedVaga, expiredVaga])
      expect((await apply(t.app, applicant, vaga)).statusCode).toBe(201);
    const w = await apply(t.app, withdrawn, closedVaga);
    await post(`/api/v1/candidaturas/${w.json().id}`, withdrawn, { status: 'retirada' });
    await post(`/api/v1/vagas/${closedVaga}/encerrar`, clinic);
    await t.database.db.execute(
      sql`update vagas set expira_em = now() - interval '1 day' where id = ${expiredVaga}`,
    );

    const seen = await get(`/api/v1/vagas/${closedVaga}`, applicant);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      titulo: 'Vaga que será encerrada',
      status: 'encerrada',
      pode_candidatar: false,
      minha_candidatura: { status: 'recebida' },
    });
    expect(seen.json().descricao).toBeTruthy();
    const expired = await get(`/api/v1/vagas/${expiredVaga}`, applicant);
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ expirada: true, pode_candidatar: false });
    // Who withdrew applied too: the posting they applied to stays readable.
    expect((await get(`/api/v1/vagas/${closedVaga}`, withdrawn)).statusCode).toBe(200);
    expect((await get(`/api/v1/vagas/${closedVaga}`, clinic)).statusCode).toBe(200);

    for (const who of [undefined, stranger, unpublished, otherClinic]) {
      for (const vaga of [closedVaga, expiredVaga]) {
        const res = await get(`/api/v1/vagas/${vaga}`, who);
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe('Vaga não encontrada.');
      }
    }
    // The applicant reads it; they still cannot apply again nor act on it as its clinic.
    expect((await post(`/api/v1/vagas/${closedVaga}/encerrar`, applicant)).statusCode).toBe(403);
    expect((await get(`/api/v1/vagas/${closedVaga}/candidaturas`, applicant)).statusCode).toBe(403);
  });
});
