// A withdrawn application (issue 24, item 5): the clinic sees only that someone withdrew — no
// name, city, message, photo, profile link or match — in the applicant list and in its data
// export; and a withdrawal is final: the candidate cannot apply to that posting again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { apply, createVaga, newClinic, publishedCandidate } from './job-posting-factories';

let t: TestApp;
let clinic: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  clinic = await newClinic(t.app, { nome_fantasia: 'Clínica Retirada' });
});
afterAll(() => t?.close());

const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
const withdraw = (id: number, user: TestUser) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/candidaturas/${id}`,
    headers: user.headers,
    payload: { status: 'retirada' },
  });

/** A posting with two applications; the first candidate, from Campinas, withdraws theirs. */
async function postingWithAWithdrawal() {
  const vaga = await createVaga(t.app, clinic, { titulo: 'TSB volante' });
  const leaving = await publishedCandidate(
    t.app,
    { nome: 'Heloísa Desistente' },
    { endereco: { estado: 'SP', cep: '13010-000', cidade: 'Campinas' } },
  );
  const staying = await publishedCandidate(t.app, { nome: 'Otávio Fica' });
  const applied = await apply(t.app, leaving, vaga, 'Mensagem particular: posso começar em março.');
  expect(applied.statusCode, applied.body).toBe(201);
  expect((await apply(t.app, staying, vaga, 'Tenho disponibilidade.')).statusCode).toBe(201);
  const id = applied.json().id as number;
  expect((await withdraw(id, leaving)).statusCode).toBe(200);
  return { vaga, id, leaving, staying };
}

describe('a withdrawn application, as the clinic sees it', () => {
  it('shows only that someone withdrew, in every order and filter of the applicant list', async () => {
    const { vaga, id, leaving } = await postingWithAWithdrawal();
    for (const query of ['', '?ordem=match', '?ordem=data', '?status=retirada']) {
      const res = await get(`/api/v1/vagas/${vaga}/candidaturas${query}`, clinic);
      expect(res.statusCode, res.body).toBe(200);
      for (const secret of ['Heloísa', 'Desistente', 'Campinas', 'Mensagem particular'])
        expect(res.body, `${query} ${secret}`).not.toContain(secret);
      const candidateIds = res.json().items.map((a: { candidato: { id: number } | null }) => a.candidato?.id);
      expect(candidateIds).not.toContain(leaving.id);
      const row = res.json().items.find((a: { id: number }) => a.id === id);
      expect(row).toEqual({
        id,
        status: 'retirada',
        mensagem: null,
        candidato: null,
        match: null,
        recebida_em: expect.any(String),
        em_analise_em: null,
        entrevista_em: null,
        contratada_em: null,
        nao_selecionada_em: null,
        retirada_em: expect.any(String),
      });
    }
    // Best match first: the withdrawal, which has no match, comes last.
    const byMatch = (await get(`/api/v1/vagas/${vaga}/candidaturas?ordem=match`, clinic)).json();
    expect(byMatch.items.map((a: { status: string }) => a.status)).toEqual(['recebida', 'retirada']);
    expect(byMatch.items[0].candidato.nome).toBe('Otávio Fica');
  });

  it("keeps the candidate's name and message out of the clinic's data export", async () => {
    const { vaga, id } = await postingWithAWithdrawal();
    const res = await get('/api/v1/usuarios/me/export', clinic);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Heloísa');
    expect(res.body).not.toContain('Mensagem particular');
    const posting = res.json().vagas.find((v: { id: number }) => v.id === vaga);
    expect(posting.candidaturas.find((a: { id: number }) => a.id === id)).toMatchObject({
      status: 'retirada',
      candidato_id: null,
      candidato: null,
      mensagem: null,
    });
  });
});

describe('applying again after a withdrawal', () => {
  it('is refused (409, saying why) while the posting stays open; the candidate still sees their withdrawal', async () => {
    const { vaga, id, leaving } = await postingWithAWithdrawal();
    const again = await apply(t.app, leaving, vaga, 'Mudei de ideia.');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail:
        'Você retirou sua candidatura a esta vaga e não é possível se candidatar de novo. Veja outras vagas abertas.',
      code: 'application.duplicate',
    });
    const page = (await get(`/api/v1/vagas/${vaga}`, leaving)).json();
    expect(page.minha_candidatura).toMatchObject({ id, status: 'retirada' });
    const mine = (await get('/api/v1/candidaturas/minhas', leaving)).json();
    expect(mine.items).toEqual([expect.objectContaining({ id, status: 'retirada' })]);
    const list = (await get(`/api/v1/vagas/${vaga}/candidaturas`, clinic)).json();
    expect(list.total).toBe(2);
    expect(list.items.filter((a: { status: string }) => a.status === 'retirada')).toHaveLength(1);
  });
});
