// Single-line fields (issue 24, item 7): a line break, a control or a bidirectional control in a
// name, a title, a city… is refused with a 422 naming the field (one rule, packages/shared
// text-lines.ts); multi-line fields keep their lines and lose the bidirectional controls; and no
// e-mail subject can carry a line break or a bidirectional control.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/plugins/mail';
import { candidatePayload, clinicPayload, readOutbox } from './factories';
import { createTestApp, type TestApp } from './helper';
import { newClinic, vagaPayload } from './job-posting-factories';

const MESSAGE = 'Use uma única linha, sem quebras de linha, tabulações ou caracteres de controle invisíveis.';
const ATTACKS = [
  '\r\nBcc: intruso@exemplo.com',
  '\nBcc: intruso@exemplo.com',
  '\u202Emoc.olpmexe',
  '\u2066x\u2069',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });

function expectRefused(res: { statusCode: number; json: () => unknown; body: string }, field: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject({
    detail: expect.stringContaining(`'${field}'`),
    code: 'validation.failed',
    errors: expect.arrayContaining([{ field, code: 'field.invalid', message: MESSAGE }]),
  });
}

const contato = {
  nome: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  telefone: '11987654321',
  clinica: 'Clínica Sorriso',
  servico: 1,
  mensagem: 'Gostaria de uma proposta de laudos.',
  consentimento: true,
};

describe('single-line fields', () => {
  it.each(ATTACKS)('refuse %j in sign-up names and proposal requests, naming the field', async (attack) => {
    expectRefused(
      await post('/usuario_candidato/', candidatePayload({ nome: `Ana Souza${attack}` })),
      'nome',
    );
    expectRefused(
      await post('/usuario_clinica/', clinicPayload({ nome_fantasia: `Clínica Boa${attack}` })),
      'nome_fantasia',
    );
    expectRefused(await post('/api/v1/contatos', { ...contato, nome: `Ana${attack}` }), 'nome');
    expectRefused(await post('/api/v1/contatos', { ...contato, clinica: `Clínica${attack}` }), 'clinica');
  });

  it.each(ATTACKS)("refuse %j in a posting's title, city and lists", async (attack) => {
    const clinic = await newClinic(t.app);
    const at = (overrides: Record<string, unknown>) =>
      post('/api/v1/vagas', vagaPayload(overrides), clinic.headers);
    expectRefused(await at({ titulo: `TSB${attack}` }), 'titulo');
    expectRefused(await at({ cidade: `Santos${attack}` }), 'cidade');
    expectRefused(await at({ equipamentos: ['Vatech', `Planmeca${attack}`] }), 'equipamentos.1');
  });

  it("keep a multi-line field's lines and drop its bidirectional controls", async () => {
    const clinic = await newClinic(t.app);
    const res = await post(
      '/api/v1/vagas',
      vagaPayload({ descricao: 'Primeira linha.\r\nSegunda \u202Elinha.\u202C' }),
      clinic.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const vaga = await t.app.inject({ method: 'GET', url: `/api/v1/vagas/${res.json().id}` });
    expect(vaga.json().descricao).toBe('Primeira linha.\nSegunda linha.');
  });
});

describe('e-mail subjects', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rx-subject-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('never carry a line break or a bidirectional control, whatever text they were built from', async () => {
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'RX <nao-responda@exemplo.com.br>', dataDir: dir },
      pino({ level: 'silent' }),
    );
    await mailer.sendMail({
      to: 'ana@exemplo.com.br',
      subject: 'Nova candidatura para "TSB\r\nBcc: intruso@exemplo.com\u202E"\n',
      text: 'Corpo',
      html: '<p>Corpo</p>',
    });
    const [mail] = readOutbox(dir);
    expect(mail?.subject).toBe('Nova candidatura para "TSB Bcc: intruso@exemplo.com"');
  });
});
