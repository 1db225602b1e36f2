import { computeMatch } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './factories';
import { type OutboxMail, waitForOutbox } from './factories';
import { createTestApp, type TestApp } from './helper';
import { apply, createVaga, newCandidate, newClinic, publishedCandidate } from './job-posting-factories';

const PUBLIC_URL = 'https://rx.exemplo.com.br';
let t: TestApp;
let clinic: TestUser;
let other: TestUser;

beforeAll(async () => {
  // The candidate's e-mails about a move leave at once (the undo window is stage-undo.test.ts's).
  t = await createTestApp({ env: { PUBLIC_URL, STAGE_UNDO_SECONDS: '0' } });
  clinic = await newClinic(t.app, { nome_fantasia: 'Clínica Raio Certo' });
  other = await newClinic(t.app);
});
afterAll(() => t?.close());

const inject = (method: 'GET' | 'PATCH', url: string, user?: TestUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers, payload });
const patch = (id: number, status: string, user?: TestUser | null) =>
  inject('PATCH', `/api/v1/candidaturas/${id}`, user, { status });
const seen = new Set<string>();
const isConfirmation = (m: OutboxMail) => m.subject.startsWith('Candidatura enviada');
/** The next e-mail to `to` that `match` accepts (by default any but the application's confirmation). */
async function nextMail(to: string, match = (m: OutboxMail) => !isConfirmation(m)): Promise<OutboxMail> {
  const isNew = (m: OutboxMail) => m.to === to && !seen.has(m.file) && match(m);
  const mail = (await waitForOutbox(t.config.dataDir, isNew)).find(isNew);
  expect(mail, `an e-mail to ${to}`).toBeDefined();
  seen.add((mail as OutboxMail).file);
  return mail as OutboxMail;
}

describe('POST /api/v1/vagas/{id}/candidaturas', () => {
  it('lets a published candidate apply once, tells the clinic by e-mail, and shows the status on the posting', async () => {
    const vaga = await createVaga(t.app, clinic, { titulo: 'TSB para tomografia' });
    const candidate = await publishedCandidate(t.app, { nome: 'Joana Prado' });
    const res = await apply(t.app, candidate, vaga, 'Tenho 3 anos de experiência.');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ vaga_id: vaga, status: 'recebida', em_analise_em: null });
    const again = await apply(t.app, candidate, vaga);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Você já se candidatou a esta vaga.');

    const mail = await nextMail(clinic.email);
    expect(mail.subject).toBe('Nova candidatura para a vaga "TSB para tomografia"');
    // The candidate's confirmation of their own application, once (the refused second try sends none).
    const confirmation = await nextMail(candidate.email, isConfirmation);
    expect(confirmation.subject).toBe('Candidatura enviada: "TSB para tomografia"');
    expect(confirmation.text).toContain('Olá, Joana.');
    expect(confirmation.text).toContain(
      'Sua candidatura à vaga "TSB para tomografia" foi enviada com sucesso.',
    );
    expect(confirmation.text).toContain('Clínica: Clínica Raio Certo');
    expect(confirmation.text).toContain(`Ver minhas candidaturas: ${PUBLIC_URL}/minhas-candidaturas`);
    expect(confirmation.html).toContain(`href="${PUBLIC_URL}/minhas-candidaturas"`);
    expect(mail.text).toContain('Joana Prado se candidatou');
    expect(mail.text).toContain(`${PUBLIC_URL}/minhas-vagas/${vaga}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/minhas-vagas/${vaga}"`);

    const page = (await inject('GET', `/api/v1/vagas/${vaga}`, candidate)).json();
    expect(page.minha_candidatura).toMatchObject({ id: res.json().id, status: 'recebida' });
    expect(page.perfil_publicado).toBe(true);
    const visitorPage = (await inject('GET', `/api/v1/vagas/${vaga}`)).json();
    expect(visitorPage.minha_candidatura).toBeNull();
    expect(visitorPage.perfil_publicado).toBeNull();
  });

  it("tells the candidate of the session their profile's profession (the dialog's mismatch notice), and nobody else", async () => {
    const vaga = await createVaga(t.app, clinic, { tipo_profissao: 'TSB' });
    const radiologist = await publishedCandidate(t.app, { tipo_profissao: 'Dentista Radiologista' });
    const page = (await inject('GET', `/api/v1/vagas/${vaga}`, radiologist)).json();
    expect(page).toMatchObject({ tipo_profissao: 'TSB', minha_profissao: 'Dentista Radiologista' });
    expect((await inject('GET', `/api/v1/vagas/${vaga}`, clinic)).json().minha_profissao).toBeNull();
    expect((await inject('GET', `/api/v1/vagas/${vaga}`)).json().minha_profissao).toBeNull();
    // A mismatch is said, not refused: the application goes through.
    expect((await apply(t.app, radiologist, vaga)).statusCode).toBe(201);
  });

  it('refuses a candidate who has not published (422 pointing to the wizard), a clinic (403), a visitor (401)', async () => {
    const vaga = await createVaga(t.app, clinic);
    const unpublished = await newCandidate(t.app);
    // The posting tells them before they try, so the page can offer the wizard instead of the button.
    expect((await inject('GET', `/api/v1/vagas/${vaga}`, unpublished)).json().perfil_publicado).toBe(false);
    expect((await inject('GET', `/api/v1/vagas/${vaga}`, clinic)).json().perfil_publicado).toBeNull();
    const res = await apply(t.app, unpublished, vaga);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/publique o seu perfil/);
    expect((await apply(t.app, other, vaga)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/vagas/${vaga}/candidaturas`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses closed and expired postings (422), unknown ones (404) and a message over 2,000 characters (422)', async () => {
    const candidate = await publishedCandidate(t.app);
    const closed = await createVaga(t.app, clinic);
    await t.app.inject({ method: 'POST', url: `/api/v1/vagas/${closed}/encerrar`, headers: clinic.headers });
    const expired = await createVaga(t.app, clinic);
    await t.database.db.execute(
      sql`update vagas set expira_em = now() - interval '1 second' where id = ${expired}`,
    );
    for (const id of [closed, expired]) {
      const res = await apply(t.app, candidate, id);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('Esta vaga não está mais aberta para candidaturas.');
    }
    expect((await apply(t.app, candidate, 99999999)).statusCode).toBe(404);
    const open = await createVaga(t.app, clinic);
    const long = await apply(t.app, candidate, open, 'x'.repeat(2001));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].field).toBe('mensagem');
  });
});

describe('GET /api/v1/vagas/{id}/candidaturas', () => {
  let vaga: number;
  let best: TestUser;
  let weak: TestUser;
  beforeAll(async () => {
    vaga = await createVaga(t.app, clinic, {
      tipo_profissao: 'TSB',
      estado: 'SP',
      cidade: 'Campinas',
      equipamentos: ['Vatech', 'Carestream'],
      softwares: ['Romexis'],
    });
    best = await publishedCandidate(
      t.app,
      { nome: 'Ana Melhor' },
      {
        endereco: { estado: 'SP', cidade: 'Campinas' },
        registro: { equipamentos_2d: ['Vatech', 'Carestream'], equipamentos_3d: ['Romexis'] },
      },
    );
    weak = await publishedCandidate(
      t.app,
      { nome: 'Bruno Longe', tipo_profissao: 'ASB' },
      {
        endereco: { estado: 'RJ', cidade: 'Niterói' },
        registro: { equipamentos_2d: ['Carestream'] },
      },
    );
    expect((await apply(t.app, best, vaga, 'Olá')).statusCode).toBe(201);
    expect((await apply(t.app, weak, vaga)).statusCode).toBe(201);
  });

  it('shows each applicant with card, message, status, dates and match; ordered by date or by match', async () => {
    const byDate = await inject('GET', `/api/v1/vagas/${vaga}/candidaturas`, clinic);
    expect(byDate.statusCode, byDate.body).toBe(200);
    const body = byDate.json();
    expect(body).toMatchObject({ total: 2, page: 1, size: 20 });
    expect(body.items.map((i: { candidato: { nome: string } }) => i.candidato.nome)).toEqual([
      'Bruno Longe',
      'Ana Melhor',
    ]);
    const ana = body.items[1];
    expect(ana).toMatchObject({
      status: 'recebida',
      mensagem: 'Olá',
      candidato: { id: best.id, nome: 'Ana Melhor', tipo_profissao: 'TSB', estado: 'SP', cidade: 'Campinas' },
      match: { pontuacao: 100, em_comum: ['Vatech', 'Carestream', 'Romexis'], faltando: [] },
    });
    const bruno = body.items[0];
    const expected = computeMatch(
      {
        tipo_profissao: 'TSB',
        estado: 'SP',
        cidade: 'Campinas',
        equipamentos: ['Vatech', 'Carestream'],
        softwares: ['Romexis'],
      },
      {
        tipo_profissao: 'ASB',
        estado: 'RJ',
        cidade: 'Niterói',
        deseja_atuar_fora: false,
        termos: ['carestream'],
      },
    );
    expect(bruno.match).toEqual(expected);
    expect(expected.pontuacao).toBe(13);
    const byMatch = (
      await inject('GET', `/api/v1/vagas/${vaga}/candidaturas?ordem=match&size=1`, clinic)
    ).json();
    expect(byMatch.items.map((i: { candidato: { nome: string } }) => i.candidato.nome)).toEqual([
      'Ana Melhor',
    ]);
    expect(byMatch.total).toBe(2);
    const page2 = (
      await inject('GET', `/api/v1/vagas/${vaga}/candidaturas?ordem=match&size=1&page=2`, clinic)
    ).json();
    expect(page2.items.map((i: { candidato: { nome: string } }) => i.candidato.nome)).toEqual([
      'Bruno Longe',
    ]);
    const empty = (await inject('GET', `/api/v1/vagas/${vaga}/candidaturas?page=9`, clinic)).json();
    expect(empty).toMatchObject({ items: [], total: 2 });
  });

  it('filters by status and refuses an unknown status or order (422)', async () => {
    const filtered = (
      await inject('GET', `/api/v1/vagas/${vaga}/candidaturas?status=em_analise`, clinic)
    ).json();
    expect(filtered.total).toBe(0);
    expect(
      (await inject('GET', `/api/v1/vagas/${vaga}/candidaturas?status=recebida,em_analise`, clinic)).json()
        .total,
    ).toBe(2);
    const bad = await inject('GET', `/api/v1/vagas/${vaga}/candidaturas?status=aprovada`, clinic);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/Status inválido/);
    expect((await inject('GET', `/api/v1/vagas/${vaga}/candidaturas?ordem=nome`, clinic)).statusCode).toBe(
      422,
    );
  });

  it('is for the owning clinic only', async () => {
    expect((await inject('GET', `/api/v1/vagas/${vaga}/candidaturas`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/v1/vagas/${vaga}/candidaturas`, best)).statusCode).toBe(403);
    expect((await inject('GET', `/api/v1/vagas/${vaga}/candidaturas`, other)).statusCode).toBe(403);
    expect((await inject('GET', '/api/v1/vagas/99999999/candidaturas', clinic)).statusCode).toBe(404);
  });

  it('reads a page in at most two queries, whatever its size', async () => {
    const client = (t.database.driver as { client?: { query: (...a: unknown[]) => unknown } }).client;
    const pool = (t.database.driver as { pool?: { query: (...a: unknown[]) => unknown } }).pool;
    const target = (client ?? pool) as { query: (...a: unknown[]) => unknown };
    const original = target.query;
    let calls = 0;
    target.query = function (this: unknown, ...args: unknown[]) {
      // The job queue's workers poll on the same connection: their queries are not the page's.
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? '');
      if (!text.includes('pgboss.')) calls++;
      return original.apply(this, args);
    };
    try {
      for (const size of [1, 50]) {
        await inject('GET', `/api/v1/vagas/${vaga}/candidaturas?size=${size}`, clinic); // session cached
        calls = 0;
        const res = await inject(
          'GET',
          `/api/v1/vagas/${vaga}/candidaturas?size=${size}&ordem=match`,
          clinic,
        );
        expect(res.statusCode).toBe(200);
        expect(calls, `queries for size ${size}`).toBeGreaterThanOrEqual(1);
        expect(calls, `queries for size ${size}`).toBeLessThanOrEqual(2);
      }
    } finally {
      target.query = original;
    }
  });
});

describe('PATCH /api/v1/candidaturas/{id} and GET /api/v1/candidaturas/minhas', () => {
  it('moves forward along the pipeline, e-mails the candidate each change, and refuses going back or moving a final status', async () => {
    const vaga = await createVaga(t.app, clinic, { titulo: 'Técnico 3D' });
    const candidate = await publishedCandidate(t.app);
    const id = (await apply(t.app, candidate, vaga)).json().id as number;

    const moved = await patch(id, 'em_analise', clinic);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('em_analise');
    expect(moved.json().em_analise_em).not.toBeNull();
    const mail = await nextMail(candidate.email);
    expect(mail.subject).toBe('Sua candidatura para "Técnico 3D": Em análise');
    // The clinic's name as it is, never after the word 'clínica' ('A clínica Clínica Raio Certo').
    expect(mail.text).toMatch(
      /^Olá,\r?\nClínica Raio Certo atualizou a sua candidatura à vaga "Técnico 3D"\./,
    );
    expect(mail.text).not.toMatch(/clínica clínica/i);
    expect(mail.text).toContain(`${PUBLIC_URL}/minhas-candidaturas`);

    const back = await patch(id, 'recebida', clinic);
    expect(back.statusCode).toBe(422);
    expect(back.json().detail).toBe('Não é possível voltar a candidatura de Em análise para Recebida.');
    expect((await patch(id, 'entrevista', clinic)).statusCode).toBe(200);
    await nextMail(candidate.email);
    expect((await patch(id, 'contratada', clinic)).statusCode).toBe(200);
    expect((await nextMail(candidate.email)).subject).toContain('Contratada');
    const final = await patch(id, 'nao_selecionada', clinic);
    expect(final.statusCode).toBe(422);
    expect(final.json().detail).toMatch(/já foi encerrada \(Contratada\)/);
    expect((await patch(id, 'retirada', candidate)).statusCode).toBe(422);

    const mine = await inject('GET', '/api/v1/candidaturas/minhas', candidate);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ total: 1, page: 1, size: 20 });
    expect(mine.json().items[0]).toMatchObject({
      id,
      status: 'contratada',
      vaga: {
        id: vaga,
        titulo: 'Técnico 3D',
        status: 'aberta',
        expirada: false,
        clinica: { nome_fantasia: 'Clínica Raio Certo' },
      },
    });
    expect(mine.json().items[0].entrevista_em).not.toBeNull();
  });

  it('lets the clinic skip steps and the candidate only withdraw; for others it does not exist (404, as a missing id), bad statuses 422', async () => {
    const vaga = await createVaga(t.app, clinic);
    const candidate = await publishedCandidate(t.app);
    const stranger = await publishedCandidate(t.app);
    const id = (await apply(t.app, candidate, vaga)).json().id as number;
    expect((await patch(id, 'em_analise')).statusCode).toBe(401);
    const missing = await patch(99999999, 'em_analise', other);
    expect(missing.statusCode).toBe(404);
    for (const [status, caller] of [
      ['em_analise', other],
      ['retirada', stranger],
    ] as const) {
      const res = await patch(id, status, caller);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect(res.json()).toEqual({ detail: 'Candidatura não encontrada.', code: 'not_found' });
    }
    const self = await patch(id, 'contratada', candidate);
    expect(self.statusCode).toBe(403);
    expect(self.json().detail).toMatch(/só pode retirar/);
    expect((await patch(id, 'retirada', clinic)).statusCode).toBe(403);
    const unknown = await patch(id, 'aprovada', clinic);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toMatch(/Status inválido/);
    expect((await patch(99999999, 'retirada', candidate)).statusCode).toBe(404);
    expect((await patch(id, 'entrevista', clinic)).json().status).toBe('entrevista');
    await nextMail(candidate.email);
    const withdrawn = await patch(id, 'retirada', candidate);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'retirada' });
    expect(withdrawn.json().retirada_em).not.toBeNull();
    expect((await patch(id, 'nao_selecionada', clinic)).statusCode).toBe(422);
  });

  it('is the candidate’s own list only', async () => {
    expect((await inject('GET', '/api/v1/candidaturas/minhas')).statusCode).toBe(401);
    expect((await inject('GET', '/api/v1/candidaturas/minhas', clinic)).statusCode).toBe(403);
    const none = await publishedCandidate(t.app);
    expect((await inject('GET', '/api/v1/candidaturas/minhas', none)).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 20,
    });
  });
});

describe('e-mail failures', () => {
  it('an SMTP server that refuses does not fail the application nor the change of status', async () => {
    const broken = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const owner = await newClinic(broken.app);
      const candidate = await publishedCandidate(broken.app);
      const vaga = await createVaga(broken.app, owner);
      const res = await apply(broken.app, candidate, vaga);
      expect(res.statusCode, res.body).toBe(201);
      const moved = await broken.app.inject({
        method: 'PATCH',
        url: `/api/v1/candidaturas/${res.json().id}`,
        headers: owner.headers,
        payload: { status: 'entrevista' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
