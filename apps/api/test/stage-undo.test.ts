// The undo window of a clinic's change of stage (docs/decisions/0069-stage-change-undo.md): the
// stage changes at once, the candidate's e-mail waits for the window and leaves only when the
// change stands; the clinic may undo within the window (and only then, and only its own).
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OutboxMail, readOutbox, type TestUser, waitForJobs, waitForOutbox } from './factories';
import { createTestApp, type TestApp } from './helper';
import { apply, createVaga, newClinic, publishedCandidate } from './job-posting-factories';

let t: TestApp | undefined;

/** A fresh app (its own outbox) for each test of the block, with this undo window. */
function withWindow(undoSeconds: string) {
  beforeEach(async () => {
    t = await createTestApp({ env: { STAGE_UNDO_SECONDS: undoSeconds } });
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
}

async function setUp() {
  const app = (t as TestApp).app;
  const clinic = await newClinic(app, { nome_fantasia: 'Clínica Raio Certo' });
  const vaga = await createVaga(app, clinic, { titulo: 'Técnico 3D' });
  const candidate = await publishedCandidate(app);
  const applied = await apply(app, candidate, vaga);
  expect(applied.statusCode, applied.body).toBe(201);
  const id = applied.json().id as number;
  const patch = (status: string, user: TestUser = clinic) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/candidaturas/${id}`,
      headers: user.headers,
      payload: { status },
    });
  const undo = (user: TestUser | null = clinic) =>
    app.inject({ method: 'POST', url: `/api/v1/candidaturas/${id}/desfazer`, headers: user?.headers });
  const statusMails = () =>
    readOutbox((t as TestApp).config.dataDir).filter(
      (m) => m.to === candidate.email && m.subject.startsWith('Sua candidatura'),
    );
  return { app, clinic, vaga, candidate, id, patch, undo, statusMails };
}

/** The candidate's e-mails about the application, but its confirmation (sent when applying). */
const about = (candidate: TestUser) => (m: OutboxMail) =>
  m.to === candidate.email && !m.subject.startsWith('Candidatura enviada');

/**
 * The 60 s window passes: the held stage e-mails (jobs of the durable queue) become due now, as
 * they would after the window; then the queue runs them and the outbox is read.
 */
async function windowPassesAndReadOutbox(): Promise<OutboxMail[]> {
  const test = t as TestApp;
  await test.database.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'stage-mail' and state = 'created'`,
  );
  await waitForJobs(test.app);
  return readOutbox(test.config.dataDir);
}

describe('a clinic’s change of stage within a 60 s undo window', () => {
  withWindow('60');
  it('answers the undo deadline, sends no e-mail within the window, and none at all after an undo', async () => {
    const { patch, undo, statusMails, candidate } = await setUp();
    const moved = await patch('nao_selecionada');
    expect(moved.statusCode, moved.body).toBe(200);
    const state = moved.json();
    expect(state.status).toBe('nao_selecionada');
    const deadline = Date.parse(state.desfazer_ate) - Date.parse(state.nao_selecionada_em);
    expect(deadline).toBe(60_000);
    expect(statusMails()).toEqual([]);

    const undone = await undo();
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'recebida', nao_selecionada_em: null });
    // Undoing twice: there is nothing left to undo.
    const again = await undo();
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toBe('Não há mudança de etapa para desfazer nesta candidatura.');

    const outbox = await windowPassesAndReadOutbox();
    expect(outbox.filter(about(candidate))).toEqual([]);
  });

  it('sends only the change that stands once the window has passed', async () => {
    const { patch, undo, candidate } = await setUp();
    expect((await patch('em_analise')).statusCode).toBe(200);
    expect((await patch('entrevista')).statusCode).toBe(200);
    // Undo the interview only: back to 'Em análise', whose own e-mail still goes.
    const undone = await undo();
    expect(undone.json()).toMatchObject({ status: 'em_analise', entrevista_em: null });
    expect(undone.json().em_analise_em).not.toBeNull();
    const subjects = (await windowPassesAndReadOutbox()).filter(about(candidate)).map((m) => m.subject);
    expect(subjects).toEqual(['Sua candidatura para "Técnico 3D": Em análise']);
  });

  it('keeps a held e-mail across a restart: it is a job in the database, not a timer', async () => {
    const { patch, candidate } = await setUp();
    expect((await patch('contratada')).statusCode).toBe(200);
    const test = t as TestApp;
    // The server stops inside the window (once the e-mails due now are out): nothing about the
    // change is sent, and its e-mail waits in the database.
    await waitForJobs(test.app);
    await test.app.close();
    expect(readOutbox(test.config.dataDir).filter(about(candidate))).toEqual([]);
    const { rows } = (await test.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'stage-mail' and state = 'created'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
    // A new server on the same database sends it once the window has passed.
    const restarted = await createTestApp({ database: test.database, env: { STAGE_UNDO_SECONDS: '60' } });
    try {
      await restarted.database.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'stage-mail' and state = 'created'`,
      );
      await waitForJobs(restarted.app);
      const subjects = readOutbox(restarted.config.dataDir)
        .filter(about(candidate))
        .map((m) => m.subject);
      expect(subjects).toEqual(['Sua candidatura para "Técnico 3D": Contratada']);
    } finally {
      await restarted.close();
    }
  });

  it('an undo and the same change again: one e-mail, not two', async () => {
    const { patch, undo, candidate } = await setUp();
    expect((await patch('nao_selecionada')).statusCode).toBe(200);
    expect((await undo()).statusCode).toBe(200);
    expect((await patch('nao_selecionada')).statusCode).toBe(200);
    const mails = (await windowPassesAndReadOutbox()).filter(about(candidate));
    expect(mails.map((m) => m.subject)).toEqual(['Sua candidatura para "Técnico 3D": Não selecionada']);
  });
});

describe('a clinic’s change of stage within a 1 s undo window', () => {
  withWindow('1');
  it('sends the e-mail once the window is over when the change stands', async () => {
    const { patch, candidate, statusMails } = await setUp();
    expect((await patch('contratada')).statusCode).toBe(200);
    const mails = await waitForOutbox((t as TestApp).config.dataDir, about(candidate));
    const mail = mails.find(about(candidate));
    expect(mail?.subject).toBe('Sua candidatura para "Técnico 3D": Contratada');
    expect(mail?.text).toContain('Clínica Raio Certo atualizou a sua candidatura');
    expect(mail?.text).not.toContain('A clínica Clínica');
    expect(statusMails()).toHaveLength(1);
  });

  it('refuses an undo after the window, by another clinic, by the candidate, or without a session', async () => {
    const { app, patch, undo, candidate, statusMails } = await setUp();
    expect((await patch('nao_selecionada')).statusCode).toBe(200);
    const other = await newClinic(app);
    expect((await undo(other)).statusCode).toBe(404);
    expect((await undo(candidate)).statusCode).toBe(403);
    expect((await undo(null)).statusCode).toBe(401);
    // After the window the e-mail has gone and the change is kept.
    await waitForOutbox((t as TestApp).config.dataDir, about(candidate));
    const late = await undo();
    expect(late.statusCode).toBe(422);
    expect(late.json().detail).toBe(
      'O prazo para desfazer terminou e o candidato já foi avisado por e-mail. A mudança de etapa foi mantida.',
    );
    expect(statusMails()).toHaveLength(1);
  });
});

describe('without an undo window', () => {
  withWindow('0');
  it('with STAGE_UNDO_SECONDS=0 sends at once and offers no undo', async () => {
    const { patch, undo, candidate } = await setUp();
    const moved = await patch('em_analise');
    expect(moved.json().desfazer_ate).toBeNull();
    await waitForOutbox((t as TestApp).config.dataDir, about(candidate));
    expect((await undo()).statusCode).toBe(422);
  });
});
