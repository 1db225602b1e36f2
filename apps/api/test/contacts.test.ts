// Proposal requests: POST /api/v1/contatos (public, validated in Portuguese, limited per client
// address, e-mailed to SITE_EMAIL) and their handling in the back office (status, notes, audit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createAdmin, mailTo } from './admin-factories';
import { mailHeader } from './factories';
import { createTestApp, type TestApp } from './helper';

const SITE_EMAIL = 'propostas@rxodonto.com.br';
const TOO_MANY = {
  detail: 'Muitas solicitações enviadas a partir deste endereço. Aguarde e tente novamente mais tarde.',
  code: 'rate_limited',
};

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp({
    env: { SITE_EMAIL, CONTACT_RATE_LIMIT_IP: '3', PUBLIC_URL: 'https://rx.exemplo.com.br' },
  });
  admin = await createAdmin(t, 'Carla Comercial');
});
afterAll(() => t?.close());

let address = 0;
const payload = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Dr. Paulo Lima',
  email: 'paulo.lima@clinicaexemplo.com.br',
  telefone: '(11) 98765-4321',
  clinica: 'Clínica Lima Radiologia',
  servico: 1,
  mensagem: 'Queremos um diagnóstico completo da clínica antes de abrir a segunda unidade.',
  consentimento: true,
  ...overrides,
});
const send = (body: unknown, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/contatos',
    payload: body as Record<string, unknown>,
    remoteAddress,
  });

describe('POST /api/v1/contatos', () => {
  it('stores the request (201) and e-mails every field to SITE_EMAIL', async () => {
    const res = await send(payload());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      detail: 'Recebemos sua solicitação! A equipe da RX Odonto entrará em contato em breve.',
    });
    const mail = await mailTo(t, SITE_EMAIL);
    expect(mail.subject).toBe('Nova solicitação de proposta: Diagnóstico 360');
    for (const line of [
      'Serviço: Diagnóstico 360',
      'Nome: Dr. Paulo Lima',
      'E-mail: paulo.lima@clinicaexemplo.com.br',
      'Telefone: (11) 98765-4321',
      'Clínica: Clínica Lima Radiologia',
      'Mensagem: Queremos um diagnóstico completo da clínica antes de abrir a segunda unidade.',
      'Consentimento para contato: sim',
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).toContain(`https://rx.exemplo.com.br/admin/contatos/${res.json().id}`);
  });

  it("sets the e-mail's Reply-To to the requester, so that answering it answers them", async () => {
    const res = await send(payload({ nome: 'Rita Resposta', email: 'rita.resposta@clinicaexemplo.com.br' }));
    expect(res.statusCode, res.body).toBe(201);
    const mail = await mailTo(t, SITE_EMAIL, (m) => m.text.includes('Nome: Rita Resposta'));
    expect(mailHeader(mail, 'Reply-To')).toBe('rita.resposta@clinicaexemplo.com.br');
    expect(mail.to).toBe(SITE_EMAIL);
  });

  it('accepts the service as text and no clinic', async () => {
    const res = await send(payload({ servico: '14', clinica: undefined }));
    expect(res.statusCode).toBe(201);
  });

  it('answers 422 with a Portuguese message per field', async () => {
    const res = await send({
      nome: '',
      email: 'x',
      telefone: '123',
      servico: 15,
      mensagem: 'oi',
      consentimento: false,
    });
    expect(res.statusCode).toBe(422);
    const errors = Object.fromEntries(
      (res.json().errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'consentimento',
      'email',
      'mensagem',
      'nome',
      'servico',
      'telefone',
    ]);
    expect(errors.nome).toContain('Informe seu nome.');
    expect(errors.email).toContain('E-mail inválido.');
    expect(errors.telefone).toContain('Telefone deve ter 10 ou 11 dígitos, com DDD.');
    expect(errors.servico).toContain('Escolha um dos serviços da RX Odonto.');
    expect(errors.mensagem).toContain('pelo menos 10 caracteres');
    expect(errors.consentimento).toContain('Para enviarmos a proposta, autorize o contato da RX Odonto.');
    const missing = await send(payload({ consentimento: undefined }));
    expect(missing.statusCode).toBe(422);
  });

  it('limits the requests of one client address (429, Portuguese)', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 3; i++) expect((await send(payload(), ip)).statusCode).toBe(201);
    const res = await send(payload(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await send(payload(), '192.0.2.78')).statusCode).toBe(201);
  });
});

describe('/api/v1/admin/contatos', () => {
  it('lists by status and service, opens one, moves it with a note; both go to the audit trail', async () => {
    const created = await send(
      payload({ servico: 7, nome: 'Marta Abertura', email: 'marta@exemplo.com.br' }),
    );
    const id = created.json().id as number;
    const list = await adminCall(t.app, 'GET', '/contatos?servico=7&status=novo', admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, size: 20 });
    expect(list.json().items[0]).toMatchObject({
      id,
      servico: 7,
      servico_titulo: 'Assessoria burocrática para abertura de clínica',
      nome: 'Marta Abertura',
      telefone: '11987654321',
      status: 'novo',
      notas: [],
    });

    const patch = await adminCall(t.app, 'PATCH', `/contatos/${id}`, admin.headers, {
      status: 'em_atendimento',
      nota: 'Liguei, retorno na sexta.',
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({
      status: 'em_atendimento',
      notas: [
        {
          texto: 'Liguei, retorno na sexta.',
          autor_id: admin.id,
          autor_nome: 'Carla Comercial',
          em: expect.any(String),
        },
      ],
    });
    const second = await adminCall(t.app, 'PATCH', `/contatos/${id}`, admin.headers, {
      nota: 'Proposta enviada.',
    });
    expect(second.json().notas.map((n: { texto: string }) => n.texto)).toEqual([
      'Liguei, retorno na sexta.',
      'Proposta enviada.',
    ]);
    const detail = await adminCall(t.app, 'GET', `/contatos/${id}`, admin.headers);
    expect(detail.json()).toMatchObject({ id, status: 'em_atendimento', clinica: 'Clínica Lima Radiologia' });
    expect(
      (await adminCall(t.app, 'GET', '/contatos?status=novo&servico=7', admin.headers)).json().total,
    ).toBe(0);
    expect(
      (await adminCall(t.app, 'GET', '/contatos?status=em_atendimento', admin.headers)).json().total,
    ).toBe(1);

    const bad = await adminCall(t.app, 'PATCH', `/contatos/${id}`, admin.headers, { status: 'arquivado' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].message).toContain('Situação inválida.');
    const empty = await adminCall(t.app, 'PATCH', `/contatos/${id}`, admin.headers, {});
    expect(empty.statusCode).toBe(422);
    expect((await adminCall(t.app, 'GET', '/contatos/999999', admin.headers)).json()).toEqual({
      detail: 'Solicitação não encontrada.',
      code: 'not_found',
    });
    expect((await adminCall(t.app, 'GET', '/contatos?servico=99', admin.headers)).statusCode).toBe(422);

    const trail = (await adminCall(t.app, 'GET', '/auditoria', admin.headers)).json();
    expect(
      trail.items.map((i: { acao: string; alvo_contato_id: number; alvo: string }) => [
        i.acao,
        i.alvo_contato_id,
        i.alvo,
      ]),
    ).toEqual([
      ['contato_nota', id, 'Marta Abertura'],
      ['contato_nota', id, 'Marta Abertura'],
      ['contato_status', id, 'Marta Abertura'],
    ]);
    expect(trail.items[2].detalhes).toEqual({ de: 'novo', para: 'em_atendimento' });
  });
});
