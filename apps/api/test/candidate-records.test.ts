// The candidate's records: formação, experiência, endereço and the three professional records.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enderecosCandidato, formacoes, tecnicos } from '../src/db/schema';
import { createCandidate, createClinic, markPublished, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let tsb: TestUser;
let other: TestUser;
let radio: TestUser;
let recep: TestUser;
let clinic: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  tsb = await createCandidate(t.app, { tipo_profissao: 'TSB' });
  other = await createCandidate(t.app, { tipo_profissao: 'ASB' });
  radio = await createCandidate(t.app, { tipo_profissao: 'Dentista Radiologista' });
  recep = await createCandidate(t.app, { tipo_profissao: 'Recepcionista' });
  clinic = await createClinic(t.app);
  // Clinics read published candidates only (candidate-visibility.test.ts covers the unpublished).
  await markPublished(t.app, tsb);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers, ...(payload ? { payload } : {}) });

const formacaoRows = async (candidateId: number) =>
  (
    await t.app.db
      .select({ n: count() })
      .from(formacoes)
      .where(eq(formacoes.usuario_candidato_id, candidateId))
  )[0]?.n;

describe('formação', () => {
  let rowId: number;

  it('creates at the spec path, with the date sent as dd/mm/yyyy stored as its year', async () => {
    const res = await call('POST', '/formacao_candidato/', tsb, {
      usuario_candidato_id: tsb.id,
      nivel_escolaridade: 'Técnico',
      curso: ' Técnico em Saúde Bucal ',
      instituicao: 'SENAC',
      ano_conclusao: '15/12/2018',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      usuario_candidato_id: tsb.id,
      nivel_escolaridade: 'Técnico',
      curso: 'Técnico em Saúde Bucal',
      instituicao: 'SENAC',
      nome_instituicao: 'SENAC',
      ano_conclusao: 2018,
      data_conclusao: 2018,
    });
    rowId = body.id;
  });

  it('creates under /api/v1 for the caller when usuario_candidato_id is left out (ISO date)', async () => {
    const res = await call('POST', '/api/v1/formacao_candidato', tsb, {
      nivel_escolaridade: 'Especialização',
      curso: 'Radiologia',
      ano_conclusao: '2021-06-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ usuario_candidato_id: tsb.id, ano_conclusao: 2021, instituicao: '' });
  });

  it('lists them for the candidate and for clinics as {tipo, data}', async () => {
    for (const user of [tsb, clinic]) {
      const res = await call('GET', `/api/v1/formacao_candidato/${tsb.id}`, user);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.tipo).toBe('formacao_candidato');
      expect(body.data.map((f: { curso: string }) => f.curso)).toEqual([
        'Técnico em Saúde Bucal',
        'Radiologia',
      ]);
    }
  });

  it('refuses other candidates (403), anonymous callers (401) and unknown candidates (404)', async () => {
    expect((await call('GET', `/api/v1/formacao_candidato/${tsb.id}`, other)).statusCode).toBe(403);
    const anonymous = await call('GET', `/api/v1/formacao_candidato/${tsb.id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe('Sessão expirada ou inválida. Faça login novamente.');
    const unknown = await call('GET', '/api/v1/formacao_candidato/999999', clinic);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Candidato não encontrado.', code: 'candidate.not_found' });
  });

  it("updates a row by its id; only its owner may; another candidate's row answers as a missing one (404)", async () => {
    const payload = {
      nivel_escolaridade: 'Tecnólogo',
      curso: 'Radiologia',
      instituicao: 'FATEC',
      ano_conclusao: 2019,
    };
    const mine = await call('PUT', `/api/v1/formacao_candidato/${rowId}`, other, payload);
    const missing = await call('PUT', '/api/v1/formacao_candidato/999999', other, payload);
    expect(mine.statusCode).toBe(404);
    expect(mine.json()).toEqual(missing.json());
    expect(mine.json()).toEqual({ detail: 'Formação não encontrada.', code: 'not_found' });
    expect((await call('PUT', `/api/v1/formacao_candidato/${rowId}`, clinic, payload)).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/formacao_candidato/${rowId}`, undefined, payload)).statusCode).toBe(
      401,
    );
    const stolen = await call('PUT', `/api/v1/formacao_candidato/${rowId}`, tsb, {
      ...payload,
      usuario_candidato_id: other.id,
    });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().detail).toBe('Você só pode alterar os seus próprios dados.');

    const res = await call('PUT', `/api/v1/formacao_candidato/${rowId}`, tsb, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: rowId, nivel_escolaridade: 'Tecnólogo', instituicao: 'FATEC' });
    expect((await call('PUT', '/api/v1/formacao_candidato/999999', tsb, payload)).statusCode).toBe(404);
  });

  it('refuses wrong types, unknown fields, levels off the list and bad dates, saving nothing', async () => {
    const before = await formacaoRows(tsb.id);
    const cases: [object, string][] = [
      [{ nivel_escolaridade: 'Mestrado', curso: { a: 1 } }, "Campo 'curso': Deve ser um texto."],
      [{ nivel_escolaridade: 'Mestrado', nota: 10 }, 'Campo não permitido: nota.'],
      [
        { nivel_escolaridade: 'Pós-graduação' },
        "Campo 'nivel_escolaridade': Nível de escolaridade inválido.",
      ],
      [{ curso: 'X' }, "Campo 'nivel_escolaridade': Selecione o nível de escolaridade."],
      [
        { nivel_escolaridade: 'Mestrado', ano_conclusao: 'ontem' },
        "Campo 'ano_conclusao': Data de conclusão inválida: use o ano (AAAA), AAAA-MM-DD ou DD/MM/AAAA.",
      ],
      [
        { nivel_escolaridade: 'Mestrado', curso: 'x'.repeat(201) },
        "Campo 'curso': Use no máximo 200 caracteres.",
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await call('POST', '/api/v1/formacao_candidato', tsb, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toBe(detail);
    }
    const invalidJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/formacao_candidato',
      headers: { ...tsb.headers, 'content-type': 'application/json' },
      payload: '{"curso": ',
    });
    expect(invalidJson.statusCode).toBe(400);
    expect(await formacaoRows(tsb.id)).toBe(before);
  });

  it("refuses to create a row for somebody else and clinics' writes", async () => {
    const before = await formacaoRows(other.id);
    const res = await call('POST', '/formacao_candidato/', tsb, {
      usuario_candidato_id: other.id,
      nivel_escolaridade: 'Mestrado',
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await call('POST', '/formacao_candidato/', clinic, { nivel_escolaridade: 'Mestrado' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/formacao_candidato/', undefined, { nivel_escolaridade: 'Mestrado' })).statusCode,
    ).toBe(401);
    expect(await formacaoRows(other.id)).toBe(before);
  });

  it('deletes one row; only its owner may', async () => {
    const theirs = await call('DELETE', `/api/v1/formacao_candidato/${rowId}`, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Formação não encontrada.', code: 'not_found' });
    expect((await call('DELETE', `/api/v1/formacao_candidato/${rowId}`, clinic)).statusCode).toBe(403);
    const res = await call('DELETE', `/api/v1/formacao_candidato/${rowId}`, tsb);
    expect(res.statusCode).toBe(204);
    const again = await call('DELETE', `/api/v1/formacao_candidato/${rowId}`, tsb);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Formação não encontrada.', code: 'not_found' });
  });
});

describe('experiência', () => {
  it('creates, reads, updates and deletes, with the profile names tempo and atividades', async () => {
    const created = await call('POST', '/experiencia_candidato', tsb, {
      cargo: 'Auxiliar de radiologia',
      tempo: '2 anos',
      atividades: 'Tomadas panorâmicas',
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({
      tempo_experiencia: '2 anos',
      tempo: '2 anos',
      descricao: 'Tomadas panorâmicas',
    });

    const list = await call('GET', `/api/v1/experiencia_candidato/${tsb.id}`, clinic);
    expect(list.json()).toMatchObject({ tipo: 'experiencia_candidato', data: [{ id: row.id }] });

    const updated = await call('PUT', `/api/v1/experiencia_candidato/${row.id}`, tsb, {
      usuario_candidato_id: tsb.id,
      cargo: 'TSB',
      tempo_experiencia: '3 anos',
      descricao: 'Escaneamento intraoral',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ cargo: 'TSB', atividades: 'Escaneamento intraoral' });
    const theirs = await call('PUT', `/api/v1/experiencia_candidato/${row.id}`, other, { cargo: 'X' });
    const missing = await call('PUT', '/api/v1/experiencia_candidato/999999', other, { cargo: 'X' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await call('DELETE', `/api/v1/experiencia_candidato/${row.id}`, other)).statusCode).toBe(404);
    expect((await call('POST', '/experiencia_candidato', tsb, { cargo: ['x'] })).statusCode).toBe(422);
    expect((await call('DELETE', `/api/v1/experiencia_candidato/${row.id}`, tsb)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/experiencia_candidato/${tsb.id}`, tsb)).json().data).toEqual([]);
  });

  it('keeps the employer and the months of start and end, and no end for the current job', async () => {
    const past = await call('POST', '/experiencia_candidato', tsb, {
      cargo: 'TSB',
      empresa: 'Clínica Sorriso',
      inicio: '03/2019',
      fim: '2021-08',
    });
    expect(past.statusCode, past.body).toBe(201);
    expect(past.json()).toMatchObject({
      empresa: 'Clínica Sorriso',
      inicio: '2019-03',
      fim: '2021-08',
      trabalho_atual: false,
    });

    const current = await call('POST', '/experiencia_candidato', tsb, {
      cargo: 'TSB',
      empresa: 'Radiologia Centro',
      inicio: '9/2021',
      fim: '10/2022',
      trabalho_atual: 'sim',
    });
    expect(current.json()).toMatchObject({ inicio: '2021-09', fim: null, trabalho_atual: true });

    // An entry written before these fields existed still reads and saves.
    const old = await call('POST', '/experiencia_candidato', tsb, { cargo: 'ASB', tempo: '1 ano' });
    expect(old.json()).toMatchObject({ empresa: '', inicio: null, fim: null, trabalho_atual: false });
    const list = await call('GET', `/api/v1/experiencia_candidato/${tsb.id}`, tsb);
    expect(list.json().data.map((row: { empresa: string }) => row.empresa)).toEqual([
      'Clínica Sorriso',
      'Radiologia Centro',
      '',
    ]);
    for (const row of list.json().data) {
      await call('DELETE', `/api/v1/experiencia_candidato/${row.id}`, tsb);
    }
  });

  it('refuses an end before the start, a month in the future and a malformed month, naming the field', async () => {
    const backwards = await call('POST', '/experiencia_candidato', tsb, {
      cargo: 'TSB',
      inicio: '05/2022',
      fim: '04/2022',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toContainEqual({
      field: 'fim',
      code: 'field.invalid',
      message: 'O fim deve ser igual ou posterior ao início.',
    });
    const next = new Date();
    next.setMonth(next.getMonth() + 2);
    const future = await call('POST', '/experiencia_candidato', tsb, {
      cargo: 'TSB',
      inicio: `${String(next.getMonth() + 1).padStart(2, '0')}/${next.getFullYear()}`,
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toContainEqual({
      field: 'inicio',
      code: 'field.invalid',
      message: 'O mês não pode estar no futuro.',
    });
    const malformed = await call('POST', '/experiencia_candidato', tsb, { cargo: 'TSB', inicio: '13/2020' });
    expect(malformed.json().errors).toContainEqual({
      field: 'inicio',
      code: 'field.invalid',
      message: 'Informe o mês e o ano no formato MM/AAAA.',
    });
  });
});

describe('a whole list replaced at once (the profile editor)', () => {
  let owner: TestUser;
  let first: number;
  let second: number;
  const formacao = (curso: string) => ({ nivel_escolaridade: 'Técnico', curso, instituicao: 'SENAC' });
  const list = async () =>
    (await call('GET', `/api/v1/formacao_candidato/${owner.id}`, owner)).json().data as {
      id: number;
      curso: string;
    }[];

  beforeAll(async () => {
    owner = await createCandidate(t.app, { tipo_profissao: 'TSB' });
    first = (await call('POST', '/api/v1/formacao_candidato/', owner, formacao('Primeiro'))).json().id;
    second = (await call('POST', '/api/v1/formacao_candidato/', owner, formacao('Segundo'))).json().id;
  });

  it('updates the rows with an id, creates those without, removes the missing ones, and answers the list', async () => {
    const res = await call('PUT', `/api/v1/candidatos/${owner.id}/formacoes`, owner, {
      itens: [
        { id: first, ...formacao('Primeiro, revisto') },
        { id: null, ...formacao('Novo') },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tipo).toBe('formacao_candidato');
    const rows = await list();
    expect(rows.map((row) => row.curso)).toEqual(['Primeiro, revisto', 'Novo']);
    expect(rows[0]?.id).toBe(first);
    expect(rows.some((row) => row.id === second)).toBe(false);
  });

  it('changes nothing when one row is refused, naming the row and field (422)', async () => {
    const before = await list();
    const res = await call('PUT', `/api/v1/candidatos/${owner.id}/formacoes`, owner, {
      itens: [
        { id: first, ...formacao('Mudaria') },
        { ...formacao(''), nivel_escolaridade: 'Doutorado nas estrelas' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('itens.1.nivel_escolaridade');
    expect(await list()).toEqual(before);
  });

  it("changes nothing when a row is another candidate's (404), and refuses another candidate's list (403) and clinics", async () => {
    const before = await list();
    const foreign = (await call('POST', '/api/v1/formacao_candidato/', other, formacao('Alheio'))).json().id;
    const res = await call('PUT', `/api/v1/candidatos/${owner.id}/formacoes`, owner, {
      itens: [{ id: foreign, ...formacao('Tomado') }],
    });
    expect(res.statusCode).toBe(404);
    expect(await list()).toEqual(before);
    expect(
      (await call('PUT', `/api/v1/candidatos/${other.id}/formacoes`, owner, { itens: [] })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/v1/candidatos/${owner.id}/formacoes`, clinic, { itens: [] })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/v1/candidatos/${owner.id}/formacoes`, undefined, { itens: [] })).statusCode,
    ).toBe(401);
    expect(await list()).toEqual(before);
  });

  it('replaces experiências the same way, and an empty list removes them all', async () => {
    const url = `/api/v1/candidatos/${owner.id}/experiencias`;
    const put = await call('PUT', url, owner, {
      itens: [
        { cargo: 'TSB', empresa: 'Clínica A', inicio: '2020-01', fim: '2021-06' },
        { cargo: 'ASB', empresa: 'Clínica B', trabalho_atual: true, inicio: '2021-07' },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.map((row: { cargo: string }) => row.cargo)).toEqual(['TSB', 'ASB']);
    const cleared = await call('PUT', url, owner, { itens: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual([]);
  });
});

describe('endereço', () => {
  const address = {
    estado: 'sp',
    cep: '01310-100',
    cidade: 'São Paulo',
    logradouro: 'Avenida Paulista',
    numero: 1000,
    complemento: 'Sala 1',
    atuarEmOutraCidade: 'sim',
  };

  it('answers 404 before there is one', async () => {
    const res = await call('GET', `/api/v1/endereco_candidato/${tsb.id}`, tsb);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Endereço não encontrado.', code: 'not_found' });
  });

  it('POST creates (201), POST again replaces (200): one row, the spec publish order never fails', async () => {
    const first = await call('POST', '/endereco_candidato/', tsb, address);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      id: tsb.id,
      usuario_candidato_id: tsb.id,
      estado: 'SP',
      cep: '01310100',
      numero: '1000',
      deseja_atuar_fora: true,
    });
    const second = await call('POST', '/endereco_candidato/', tsb, { ...address, deseja_atuar_fora: 'nao' });
    expect(second.statusCode).toBe(200);
    expect(second.json().deseja_atuar_fora).toBe(false);
    const rows = await t.app.db
      .select()
      .from(enderecosCandidato)
      .where(eq(enderecosCandidato.usuario_candidato_id, tsb.id));
    expect(rows).toHaveLength(1);
  });

  it('PUT by candidate id updates; GET answers {tipo, data} to the owner and clinics', async () => {
    const res = await call('PUT', `/api/v1/endereco_candidato/${tsb.id}`, tsb, {
      ...address,
      cidade: 'Santos',
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await call('GET', `/api/v1/endereco_candidato/${tsb.id}`, clinic);
    expect(read.json()).toMatchObject({ tipo: 'endereco_candidato', data: { id: tsb.id, cidade: 'Santos' } });
    expect((await call('GET', `/api/v1/endereco_candidato/${tsb.id}`, other)).statusCode).toBe(403);
  });

  it("refuses another candidate's address, bad states and CEPs", async () => {
    expect((await call('PUT', `/api/v1/endereco_candidato/${other.id}`, tsb, address)).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/endereco_candidato/${tsb.id}`, clinic, address)).statusCode).toBe(403);
    const state = await call('POST', '/endereco_candidato/', tsb, { ...address, estado: 'XX' });
    expect(state.statusCode).toBe(422);
    expect(state.json().detail).toBe(
      "Campo 'estado': Estado inválido: use a sigla de uma das 27 unidades da federação.",
    );
    const cep = await call('POST', '/endereco_candidato/', tsb, { ...address, cep: '123' });
    expect(cep.json().detail).toBe("Campo 'cep': CEP inválido: informe 8 dígitos.");
    const read = await call('GET', `/api/v1/endereco_candidato/${tsb.id}`, tsb);
    expect(read.json().data.cidade).toBe('Santos');
  });
});

describe('professional records', () => {
  it('technologist: comma-joined lists and "sim" coerced; POST again updates the one row', async () => {
    const res = await call('POST', '/tecnico/', tsb, {
      usuario_candidato_id: tsb.id,
      plataforma_gestao: 'Cfaz, Cdt, cfaz',
      experiencia_escaneamento: 'sim',
      trabalhou_em_clinica: 'true',
      experiencia_moldagem: true,
      equipamentos_3d: ['Vatech', ' Morita '],
      nivel_informatica: 'Intermediário',
      outros_conhecimentos: ['Photoshop'],
      foto: 'ignored.jpg',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: tsb.id,
      plataforma_gestao: ['Cfaz', 'Cdt'],
      experiencia_escaneamento: true,
      trabalhou_em_clinica: true,
      experiencia_moldagem: true,
      experiencia_3d: false,
      equipamentos_3d: ['Vatech', 'Morita'],
      equipamentos_2d: [],
    });
    expect(res.json()).not.toHaveProperty('foto');
    const again = await call('POST', '/api/v1/tecnico', tsb, { experiencia_3d: 'Sim' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ experiencia_3d: true, plataforma_gestao: [] });
    const rows = await t.app.db.select().from(tecnicos).where(eq(tecnicos.usuario_candidato_id, tsb.id));
    expect(rows).toHaveLength(1);
  });

  it('GET answers {tipo, data} to the owner and clinics; 403 to others; 404 when absent', async () => {
    const read = await call('GET', `/api/v1/tecnico/${tsb.id}`, clinic);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ tipo: 'tecnico', data: { id: tsb.id, experiencia_3d: true } });
    expect((await call('GET', `/api/v1/tecnico/${tsb.id}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/tecnico/${tsb.id}`)).statusCode).toBe(401);
    const absent = await call('GET', `/api/v1/radiologista/${tsb.id}`, tsb);
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toEqual({ detail: 'Registro profissional não encontrado.', code: 'not_found' });
  });

  it("keeps each record to its profession (ASB shares the technologist's)", async () => {
    const wrong = await call('POST', '/radiologista/', tsb, { trabalha_com_2d: true });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe('Este registro profissional não corresponde à profissão do candidato.');
    expect((await call('POST', '/tecnico/', other, { experiencia_2d: 'sim' })).statusCode).toBe(201);
  });

  it('radiologist: the four lists sent as comma+space text come back as arrays', async () => {
    const res = await call('POST', '/radiologista/', radio, {
      titulo_registrado_cro: 'sim',
      trabalha_com_2d: 'sim',
      trabalha_com_3d: 'nao',
      tipo_exame_2d: 'Periapical, Panorâmica',
      tipo_exame_3d: 'ATM, Patologias',
      softwares_3d: 'OnDemand3D, Romexis',
      plataformas_gestao_clinicas: 'Radiomemory (IDOC), Cfaz',
      cursos_atualizacao_radiologia: 'Tomografia aplicada à implantodontia',
      nivel_informatica: 'Avançado',
      outros_conhecimentos: '',
      portfolio: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      tipo_exame_2d: ['Periapical', 'Panorâmica'],
      softwares_3d: ['OnDemand3D', 'Romexis'],
      plataformas_gestao_clinicas: ['Radiomemory (IDOC)', 'Cfaz'],
      cursos_atualizacao_radiologia: ['Tomografia aplicada à implantodontia'],
      trabalha_com_3d: false,
    });
  });

  it('receptionist: PUT by candidate id creates or replaces; bad inputs are 422 and change nothing', async () => {
    const res = await call('PUT', `/api/v1/recepcionista/${recep.id}`, recep, {
      usuario_candidato_id: recep.id,
      plataformas_experiencia: 'Cdt',
      experiencia_convenios: 'sim',
      experiencia_quais_convenios: 'Amil Dental, OdontoPrev',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ experiencia_quais_convenios: ['Amil Dental', 'OdontoPrev'] });

    const unknown = await call('PUT', `/api/v1/recepcionista/${recep.id}`, recep, { trabalha_com_3d: true });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe('Campo não permitido: trabalha_com_3d.');
    const yesNo = await call('PUT', `/api/v1/recepcionista/${recep.id}`, recep, {
      experiencia_convenios: 'talvez',
    });
    expect(yesNo.json().detail).toBe("Campo 'experiencia_convenios': Responda Sim ou Não.");
    const level = await call('PUT', `/api/v1/recepcionista/${recep.id}`, recep, {
      nivel_informatica: 'Expert',
    });
    expect(level.statusCode).toBe(422);
    const list = await call('PUT', `/api/v1/recepcionista/${recep.id}`, recep, {
      plataformas_experiencia: 5,
    });
    expect(list.statusCode).toBe(422);

    const read = await call('GET', `/recepcionista/${recep.id}`, recep);
    expect(read.json().data.experiencia_quais_convenios).toEqual(['Amil Dental', 'OdontoPrev']);
  });

  it("refuses clinics, anonymous callers and another candidate's id", async () => {
    expect((await call('POST', '/tecnico/', clinic, {})).statusCode).toBe(403);
    expect((await call('POST', '/tecnico/', undefined, {})).statusCode).toBe(401);
    expect((await call('PUT', `/api/v1/tecnico/${other.id}`, tsb, {})).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/v1/tecnico/${tsb.id}`, tsb, { usuario_candidato_id: other.id })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/v1/tecnico/abc', clinic)).statusCode).toBe(422);
  });
});
