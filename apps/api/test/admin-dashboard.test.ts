// GET /api/v1/admin/resumo on a database of its own: the figures are exactly what the test made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createAdmin } from './admin-factories';
import { createTestApp, type TestApp } from './helper';
import { apply, createVaga, newCandidate, newClinic, publishedCandidate } from './job-posting-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/v1/admin/resumo', () => {
  it('answers the totals and 12 weeks of new accounts, postings, applications and requests', async () => {
    const admin = await createAdmin(t);
    const empty = (await adminCall(t.app, 'GET', '/resumo', admin.headers)).json();
    expect(empty.totais).toEqual({
      candidatos: 0,
      candidatos_publicados: 0,
      clinicas: 0,
      clinicas_verificadas: 0,
      vagas_abertas: 0,
      candidaturas: 0,
      visualizacoes: 0,
    });
    expect(empty.semanas).toHaveLength(12);

    const published = await publishedCandidate(t.app);
    await newCandidate(t.app);
    const clinic = await newClinic(t.app);
    await newClinic(t.app);
    await adminCall(t.app, 'POST', `/clinicas/${clinic.id}/verificar`, admin.headers);
    const vagaId = await createVaga(t.app, clinic);
    const closed = await createVaga(t.app, clinic);
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vagas/${closed}/encerrar`,
      headers: clinic.headers,
    });
    expect(close.statusCode, close.body).toBe(200);
    expect((await apply(t.app, published, vagaId)).statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/visualizacoes/visualizacoes?candidato_id=${published.id}`,
      headers: clinic.headers,
    });
    const contato = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contatos',
      payload: {
        nome: 'Rita Souza',
        email: 'rita@exemplo.com.br',
        telefone: '21987654321',
        servico: 5,
        mensagem: 'Quero melhorar o marketing da clínica.',
        consentimento: true,
      },
    });
    expect(contato.statusCode).toBe(201);

    const res = await adminCall(t.app, 'GET', '/resumo', admin.headers);
    expect(res.statusCode).toBe(200);
    const { totais, semanas } = res.json();
    expect(totais).toEqual({
      candidatos: 2,
      candidatos_publicados: 1,
      clinicas: 2,
      clinicas_verificadas: 1,
      vagas_abertas: 1,
      candidaturas: 1,
      visualizacoes: 1,
    });
    expect(semanas).toHaveLength(12);
    const current = semanas[11];
    expect(current).toEqual({
      inicio: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      candidatos: 2,
      clinicas: 2,
      vagas: 2,
      candidaturas: 1,
      contatos: 1,
    });
    // Monday-based weeks, oldest first, 7 days apart; every earlier week is empty.
    expect(new Date(`${current.inicio}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.parse(semanas[11].inicio) - Date.parse(semanas[0].inicio)).toBe(11 * 7 * 86_400_000);
    for (const week of semanas.slice(0, 11))
      expect(week).toMatchObject({ candidatos: 0, clinicas: 0, vagas: 0, candidaturas: 0, contatos: 0 });
  });
});
