// GET /api/v1/usuarios/me/export: everything held about the caller as a JSON download (LGPD
// rights of access and portability), with no password hash, token hash or Google account id.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redefinicoesSenha, sessoes, usuarios, visualizacoes } from '../src/db/schema';
import { createCandidate, createClinic, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { apply, createVaga, newClinic, publishedCandidate } from './job-posting-factories';
import { multipart, PNG, pdf } from './multipart';

let t: TestApp;
let ana: TestUser;
let clinic: TestUser;
let clinic2: TestUser;

const GOOGLE_SUB = 'google-sub-1234567890-secret';

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  ana = await createCandidate(t.app, { tipo_profissao: 'Recepcionista', nome: 'Ana Export' });
  clinic = await createClinic(t.app, { nome_fantasia: 'Clínica Que Viu' });
  clinic2 = await createClinic(t.app, { nome_fantasia: 'Outra Clínica' });

  const publish = await t.app.inject({
    method: 'POST',
    url: `/api/v1/usuario_candidato/${ana.id}/publicar`,
    headers: ana.headers,
    payload: {
      formacoes: [
        { nivel_escolaridade: 'Ensino Médio Completo', curso: 'Ensino médio', ano_conclusao: 2010 },
      ],
      experiencias: [{ cargo: 'Recepcionista', tempo_experiencia: '2 anos', descricao: 'Agenda' }],
      endereco: { estado: 'MG', cidade: 'Belo Horizonte', cep: '30130-010' },
      registro: {
        plataformas_experiencia: 'Cfaz',
        experiencia_convenios: 'sim',
        experiencia_quais_convenios: 'Amil Dental',
      },
      consentimento: true,
      versao_politica: '2025-06',
    },
  });
  expect(publish.statusCode, publish.body).toBe(200);
  for (const [url, field, filename, type, data] of [
    [`/api/v1/arquivos/perfil/candidato/${ana.id}`, 'arquivo', 'eu.png', 'image/png', PNG],
    [`/api/v1/arquivos/portfolio/candidato/${ana.id}`, 'arquivos', 'Currículo.pdf', 'application/pdf', pdf()],
  ] as const) {
    const body = multipart([{ field, filename, contentType: type, data }]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...ana.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  await t.app.db.insert(visualizacoes).values([
    { candidato_id: ana.id, clinica_id: clinic.id, dia: '2025-03-01' },
    { candidato_id: ana.id, clinica_id: clinic.id, dia: '2025-03-02' },
  ]);
  await t.app.db.update(usuarios).set({ google_sub: GOOGLE_SUB }).where(eq(usuarios.id, ana.id));
  const forgot = await t.app.inject({
    method: 'POST',
    url: '/auth_reset/forgot-password',
    payload: { email: ana.email },
  });
  expect(forgot.statusCode).toBe(200);
  const infos = await t.app.inject({
    method: 'POST',
    url: '/infos_clinica/',
    headers: clinic.headers,
    payload: { marca_scanner_intraoral: 'iTero, Medit', qtd_funcionarios: 8, bairro: 'Savassi' },
  });
  expect(infos.statusCode, infos.body).toBe(201);
});
afterAll(() => t?.close());

const exportOf = (user?: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/v1/usuarios/me/export', headers: user?.headers });

/** Everything that must never appear in an export. */
async function secretsOf(userId: number): Promise<string[]> {
  const [user] = await t.app.db.select().from(usuarios).where(eq(usuarios.id, userId));
  const sessions = await t.app.db.select().from(sessoes).where(eq(sessoes.usuario_id, userId));
  const resets = await t.app.db
    .select()
    .from(redefinicoesSenha)
    .where(eq(redefinicoesSenha.usuario_id, userId));
  return [
    user?.senha_hash ?? '',
    ...(user?.google_sub ? [user.google_sub] : []),
    ...sessions.map((s) => s.token_hash),
    ...resets.map((r) => r.token_hash),
  ].filter(Boolean);
}

function expectNoSecrets(text: string, secrets: string[]) {
  for (const word of ['senha_hash', 'token_hash', '$argon2', 'google_sub']) expect(text).not.toContain(word);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('the candidate export', () => {
  it('is a JSON attachment with every section', async () => {
    const res = await exportOf(ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="meus-dados-rx-odonto.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'exportado_em',
        'conta',
        'candidato',
        'formacoes',
        'experiencias',
        'endereco',
        'registro_profissional',
        'arquivos',
        'visualizacoes',
        'sessoes',
        'redefinicoes_senha',
        'consentimento',
      ]),
    );
    expect(data).not.toHaveProperty('clinica');
    expect(Date.parse(data.exportado_em)).not.toBeNaN();
    expect(data.conta).toMatchObject({
      id: ana.id,
      tipo_usuario: 'candidato',
      email: ana.email,
      google_vinculado: true,
      senha_definida: true,
    });
    expect(data.candidato).toMatchObject({
      usuario_id: ana.id,
      nome: 'Ana Export',
      cpf: String(ana.payload.cpf).replace(/\D/g, ''),
      telefone: '11987654321',
      data_nascimento: '1990-05-17',
      tipo_profissao: 'Recepcionista',
      consent_version: '2025-06',
    });
    expect(data.formacoes).toMatchObject([{ curso: 'Ensino médio', ano_conclusao: 2010 }]);
    expect(data.experiencias).toMatchObject([{ cargo: 'Recepcionista', descricao: 'Agenda' }]);
    expect(data.endereco).toMatchObject({ estado: 'MG', cidade: 'Belo Horizonte', cep: '30130010' });
    expect(data.registro_profissional).toMatchObject({
      tipo: 'recepcionista',
      plataformas_experiencia: ['Cfaz'],
      experiencia_convenios: true,
      experiencia_quais_convenios: ['Amil Dental'],
    });
    expect(data.consentimento).toEqual({ em: expect.any(String), versao_politica: '2025-06' });
  });

  it('lists the files with signed links that work, the views with the clinic names, the sessions', async () => {
    const data = (await exportOf(ana)).json();
    expect(data.arquivos).toHaveLength(2);
    const photo = data.arquivos.find((f: { tipo: string }) => f.tipo === 'foto');
    const portfolio = data.arquivos.find((f: { tipo: string }) => f.tipo === 'portfolio');
    expect(photo).toMatchObject({ nome_original: 'eu.png', formato: 'image/png', tamanho: PNG.length });
    expect(portfolio).toMatchObject({ nome_original: 'Currículo.pdf', formato: 'application/pdf' });
    const download = await t.app.inject({ method: 'GET', url: portfolio.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(data.visualizacoes.total).toBe(2);
    expect(data.visualizacoes.itens).toMatchObject([
      { dia: '2025-03-02', clinica_id: clinic.id, clinica: 'Clínica Que Viu' },
      { dia: '2025-03-01', clinica_id: clinic.id, clinica: 'Clínica Que Viu' },
    ]);
    expect(data.sessoes.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(data.sessoes[0]).sort()).toEqual([
      'criada_em',
      'encerrada_em',
      'expira_em',
      'ultimo_uso',
    ]);
    expect(data.redefinicoes_senha).toHaveLength(1);
    expect(Object.keys(data.redefinicoes_senha[0]).sort()).toEqual([
      'expira_em',
      'solicitada_em',
      'usada_em',
    ]);
  });

  it('holds no password hash, token hash or Google account id', async () => {
    const res = await exportOf(ana);
    const secrets = await secretsOf(ana.id);
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    expectNoSecrets(res.body, secrets);
    expect(res.body).not.toContain(ana.token);
  });
});

describe('the clinic export', () => {
  it('has the clinic, its information and the candidates it viewed; nothing of other clinics', async () => {
    await t.app.db
      .insert(visualizacoes)
      .values({ candidato_id: ana.id, clinica_id: clinic2.id, dia: '2025-04-01' });
    const res = await exportOf(clinic);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data.conta).toMatchObject({ id: clinic.id, tipo_usuario: 'clinica', google_vinculado: false });
    expect(data.clinica).toMatchObject({ usuario_id: clinic.id, nome_fantasia: 'Clínica Que Viu' });
    expect(data.infos_clinica).toMatchObject({
      marca_scanner_intraoral: ['iTero', 'Medit'],
      scanner_intraoral: true,
      qtd_funcionarios: 8,
      bairro: 'Savassi',
    });
    expect(data).not.toHaveProperty('candidato');
    expect(data).not.toHaveProperty('formacoes');
    expect(data.arquivos).toEqual([]);
    expect(data.visualizacoes.total).toBe(2);
    expect(data.visualizacoes.itens[0]).toMatchObject({ candidato_id: ana.id, candidato: 'Ana Export' });
    expect(res.body).not.toContain('Outra Clínica');
    expectNoSecrets(res.body, await secretsOf(clinic.id));
  });

  it('answers 401 without a session', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Sessão expirada ou inválida. Faça login novamente.',
      code: 'auth.required',
    });
  });
});

describe('job postings and applications in the export', () => {
  it('a clinic exports its postings with the applications received; a candidate their applications', async () => {
    const owner = await newClinic(t.app, { nome_fantasia: 'Clínica Exporta' });
    const applicant = await publishedCandidate(t.app, { nome: 'Carla Candidata' });
    const vaga = await createVaga(t.app, owner, {
      titulo: 'ASB plantonista',
      salario_min: 2000,
      salario_max: 2500,
    });
    expect((await apply(t.app, applicant, vaga, 'Disponível aos sábados.')).statusCode).toBe(201);

    const clinicExport = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usuarios/me/export',
      headers: owner.headers,
    });
    expect(clinicExport.statusCode).toBe(200);
    const data = clinicExport.json();
    expect(data.vagas).toHaveLength(1);
    expect(data.vagas[0]).toMatchObject({
      id: vaga,
      titulo: 'ASB plantonista',
      salario_min: 2000,
      salario_max: 2500,
      status: 'aberta',
      candidaturas: [
        {
          candidato_id: applicant.id,
          candidato: 'Carla Candidata',
          status: 'recebida',
          mensagem: 'Disponível aos sábados.',
        },
      ],
    });

    const candidateExport = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usuarios/me/export',
      headers: applicant.headers,
    });
    expect(candidateExport.json().candidaturas).toEqual([
      expect.objectContaining({
        vaga_id: vaga,
        vaga: 'ASB plantonista',
        clinica: 'Clínica Exporta',
        status: 'recebida',
      }),
    ]);
  });
});
