import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, fillCandidateForm, newCandidate, storedSession } from './fixtures/accounts';
import {
  button,
  choosePhoto,
  field,
  fillStepOne,
  fullProfile,
  group,
  makePdf,
  makePng,
  openWizardSignedIn,
  portfolioList,
  reviewValue,
  type StepOneData,
  shot,
  signUpThroughApi,
  tagList,
  toasts,
  WIZARD_URL,
} from './fixtures/candidate-wizard';

// The candidate publication wizard of spec 2 (sections 2.1, 3, 4, 5, 8) at 1366 px, against the
// real server: a Dentista Radiologista (signed up through the page), an ASB and a Recepcionista
// (signed up through the API) go through the three steps with a photo and a PDF, publish, land
// on /perfil, and every value is found back through GET /usuario_candidato/{id}/full. The
// profile page itself comes with the next issue, so the values are read from the API here.

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const next = (page: Page) => button(page, 'Prosseguir');
const back = (page: Page) => button(page, 'Voltar');
const publish = (page: Page) => button(page, 'Publicar');

const stepOne: StepOneData = {
  formacoes: [
    { nivel: 'Ensino Superior Completo', curso: 'Odontologia', instituicao: 'USP', data: '2012-12-10' },
    { nivel: 'Especialização', curso: 'Radiologia Odontológica', instituicao: 'Unicamp', data: '2015-07-01' },
  ],
  experiencias: [
    {
      cargo: 'Radiologista',
      empresa: 'Clínica Imagem BH',
      inicio: '032017',
      atual: true,
      tempo: '8 anos',
      descricao: 'Laudos de tomografia e panorâmicas.',
    },
    {
      cargo: 'Professora',
      empresa: 'Faculdade Horizonte',
      inicio: '02/2015',
      fim: '12/2016',
      tempo: '2 anos',
      descricao: 'Aulas de imaginologia.',
    },
  ],
  endereco: {
    estado: 'MG',
    cep: '30130-010',
    cidade: 'Belo Horizonte',
    logradouro: 'Avenida Afonso Pena',
    numero: '1500',
    complemento: 'Sala 804',
    bairro: 'Centro',
    fora: 'Sim',
  },
};

test.describe('candidate wizard', () => {
  test('a Dentista Radiologista signs up, fills the three steps, publishes and lands on /perfil', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const data = { ...newCandidate(), tipo_profissao: 'Dentista Radiologista' };
    await page.goto('/cadastrar/candidato');
    await fillCandidateForm(page, data);
    await button(page, 'Cadastrar').click();
    await expect(page).toHaveURL(/\/cadastrar\/curriculo$/);

    // Step 1: the indicator, bounded moves, repeatable rows.
    await expect(heading(page)).toHaveText('Formação, Experiência e Endereço');
    const steps = page.getByRole('list', { name: 'Etapas do currículo' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await expect(back(page)).toBeDisabled();
    await expect(publish(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Formação & Pós-graduação' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Experiência Profissional' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Endereço', exact: true })).toBeVisible();
    await expect(button(page, 'Remover esta formação')).toHaveCount(0);
    await expect(button(page, 'Remover esta experiência')).toHaveCount(0);
    await expect(field(page, 'Estado').locator('option')).toHaveCount(28);
    await expect(field(page, 'Deseja atuar fora da sua cidade?')).toHaveValue('nao');
    await expectNoAxeViolations(page);
    await shot(page, 'desktop-1-formacao');

    await fillStepOne(page, stepOne);
    await expect(button(page, 'Remover esta formação')).toHaveCount(2);
    await button(page, 'Adicionar outra formação').click();
    await expect(group(page, 'Formação 3')).toBeVisible();
    await group(page, 'Formação 3').getByRole('button', { name: 'Remover esta formação' }).click();
    await expect(group(page, 'Formação 3')).toHaveCount(0);
    await expect(field(page, 'CEP')).toHaveValue('30130-010');

    // Step 2: the radiologist form.
    await next(page).click();
    await expect(heading(page)).toHaveText('Informações Profissionais');
    await expect(heading(page)).toBeFocused();
    await expect(page.getByText('Dentista Radiologista', { exact: true })).toBeVisible();
    await field(page, 'Possui título registrado no CRO?').selectOption({ label: 'Sim' });
    await field(page, 'Trabalha com exames 3D?').selectOption({ label: 'Sim' });
    const exams2d = tagList(page, 'Tipos de exame 2D');
    await exams2d.select.selectOption('Periapical');
    await exams2d.select.selectOption('Panorâmica');
    await exams2d.input.fill('periapical');
    await exams2d.input.press('Enter');
    await exams2d.input.fill('   ');
    await exams2d.add.click();
    await exams2d.input.fill('Radiografia de mão e punho');
    await exams2d.input.press('Enter');
    await expect(exams2d.items).toHaveText(['Periapical', 'Panorâmica', 'Radiografia de mão e punho']);
    await exams2d.remove('Panorâmica').click();
    await expect(exams2d.items).toHaveText(['Periapical', 'Radiografia de mão e punho']);
    await tagList(page, 'Tipos de exame 3D').select.selectOption('Protocolo MARPE');
    await tagList(page, 'Softwares 3D').select.selectOption('Romexis');
    await tagList(page, 'Plataformas de gestão de clínicas').select.selectOption('Cfaz');
    const courses = tagList(page, 'Cursos de atualização em radiologia');
    await courses.input.fill('Tomografia, anatomia e laudos');
    await courses.add.click();
    await tagList(page, 'Outros conhecimentos').input.fill('Inglês avançado');
    await tagList(page, 'Outros conhecimentos').input.press('Enter');
    await field(page, 'Nível de informática').selectOption('Avançado');
    await expect(page.getByText('Domino softwares de imagem e de gestão')).toBeVisible();

    await choosePhoto(page, 'Escolha sua foto', {
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(page.getByText('Foto enviada com sucesso!')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Prévia da foto de perfil' })).toBeVisible();
    await field(page, 'Arquivo PDF do portfólio').setInputFiles({
      name: 'portfolio-radiologia.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(),
    });
    await expect(page.getByText('Portfólio enviado com sucesso!')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'desktop-2-radiologista');

    // Moving back and forth keeps everything.
    await back(page).click();
    await expect(group(page, 'Formação 2').getByLabel('Nome do curso')).toHaveValue(
      'Radiologia Odontológica',
    );
    await next(page).click();
    await expect(exams2d.items).toHaveText(['Periapical', 'Radiografia de mão e punho']);
    await expect(page.getByRole('img', { name: 'Prévia da foto de perfil' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Arquivos do portfólio enviados' })).toContainText(
      'portfolio-radiologia.pdf',
    );

    // Step 3: the review.
    await next(page).click();
    await expect(heading(page)).toHaveText('Revise suas informações antes de publicar!');
    await expect(next(page)).toHaveCount(0);
    await expect(reviewValue(page, 'Formação', 'Nome do curso')).toHaveText([
      'Odontologia',
      'Radiologia Odontológica',
    ]);
    await expect(reviewValue(page, 'Formação', 'Data de conclusão')).toHaveText(['2012', '2015']);
    await expect(reviewValue(page, 'Experiência', 'Cargo')).toHaveText(['Radiologista', 'Professora']);
    await expect(reviewValue(page, 'Experiência', 'Empresa')).toHaveText([
      'Clínica Imagem BH',
      'Faculdade Horizonte',
    ]);
    // Typed as digits, masked as mm/aaaa.
    await expect(reviewValue(page, 'Experiência', 'Início')).toHaveText(['03/2017', '02/2015']);
    await expect(reviewValue(page, 'Experiência', 'Fim')).toHaveText(['Trabalho atual', '12/2016']);
    await expect(reviewValue(page, 'Profissionais', 'Título registrado no CRO')).toHaveText('Sim');
    await expect(reviewValue(page, 'Profissionais', 'Trabalha com 2D')).toHaveText('Não');
    await expect(reviewValue(page, 'Profissionais', 'Tipos de exame 2D')).toHaveText(
      'Periapical, Radiografia de mão e punho',
    );
    await expect(reviewValue(page, 'Profissionais', 'Nível de informática')).toHaveText('Avançado');
    const profissionais = page.getByRole('region', { name: 'Profissionais' });
    await expect(profissionais).not.toContainText(/foto|portf/i);
    // The photo and the portfolio are shown apart, the PDF as a link that opens it.
    const files = page.getByRole('region', { name: 'Foto e portfólio' });
    await expect(files.getByRole('img', { name: 'Sua foto de perfil' })).toBeVisible();
    const pdfLink = files.getByRole('link', { name: 'portfolio-radiologia.pdf' });
    await expect(pdfLink).toHaveAttribute('target', '_blank');
    const opened = await request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(reviewValue(page, 'Contato & Endereço', 'E-mail')).toHaveText(data.email);
    await expect(reviewValue(page, 'Contato & Endereço', 'Cidade')).toHaveText('Belo Horizonte');
    await expect(reviewValue(page, 'Contato & Endereço', 'Estado')).toHaveText('Minas Gerais (MG)');
    const privacy = page.getByRole('link', { name: /Política de Privacidade/ });
    await expect(privacy).toHaveAttribute('href', '/politicaprivacidade');
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
    await shot(page, 'desktop-3-revisao-radiologista');

    await page.getByLabel(/Autorizo a/).check();
    await publish(page).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(toasts(page).filter({ hasText: 'Inscrição concluída.' })).toBeVisible();
    const thanks = toasts(page).filter({
      hasText: 'Obrigado por se cadastrar em nosso banco de talentos em Dentista Radiologista.',
    });
    await expect(thanks).toBeVisible();
    const session = await storedSession(page);
    expect(session.candidato).toBeNull();
    expect(session.tipo_profissao).toBeNull();
    expect(session.auth_token).toBeTruthy();
    // Kept open (autoClose false): still there after the usual 5 s.
    await page.waitForTimeout(5_600);
    await expect(thanks).toBeVisible();

    // Every value, back from the API.
    const id = Number(session.usuario_id);
    const profile = await fullProfile(request, { token: session.auth_token ?? '', id });
    expect(profile.formacoes).toMatchObject([
      {
        nivel_escolaridade: 'Ensino Superior Completo',
        curso: 'Odontologia',
        instituicao: 'USP',
        ano_conclusao: 2012,
      },
      {
        nivel_escolaridade: 'Especialização',
        curso: 'Radiologia Odontológica',
        instituicao: 'Unicamp',
        ano_conclusao: 2015,
      },
    ]);
    expect(profile.experiencias).toMatchObject([
      {
        cargo: 'Radiologista',
        empresa: 'Clínica Imagem BH',
        inicio: '2017-03',
        fim: null,
        trabalho_atual: true,
        tempo_experiencia: '8 anos',
        descricao: 'Laudos de tomografia e panorâmicas.',
      },
      {
        cargo: 'Professora',
        empresa: 'Faculdade Horizonte',
        inicio: '2015-02',
        fim: '2016-12',
        trabalho_atual: false,
        tempo_experiencia: '2 anos',
        descricao: 'Aulas de imaginologia.',
      },
    ]);
    expect(profile.endereco).toMatchObject({
      estado: 'MG',
      cep: '30130010',
      cidade: 'Belo Horizonte',
      logradouro: 'Avenida Afonso Pena',
      numero: '1500',
      complemento: 'Sala 804',
      bairro: 'Centro',
      deseja_atuar_fora: true,
    });
    expect(profile.registro.tipo).toBe('radiologista');
    expect(profile.registro.data).toMatchObject({
      titulo_registrado_cro: true,
      trabalha_com_2d: false,
      trabalha_com_3d: true,
      tipo_exame_2d: ['Periapical', 'Radiografia de mão e punho'],
      tipo_exame_3d: ['Protocolo MARPE'],
      softwares_3d: ['Romexis'],
      plataformas_gestao_clinicas: ['Cfaz'],
      cursos_atualizacao_radiologia: ['Tomografia, anatomia e laudos'],
      outros_conhecimentos: ['Inglês avançado'],
      nivel_informatica: 'Avançado',
    });
    expect(profile.foto_url).toBeTruthy();
    expect(profile.consent_version).toBe('2026-11-22');
    expect(
      (await portfolioList(request, { token: session.auth_token ?? '', id })).map((f) => f.filename),
    ).toEqual(['portfolio-radiologia.pdf']);
  });

  test('an ASB gets the technologist form: Sim/Não, equipment lists with Outra, exact comparison', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const session = await signUpThroughApi(request, 'ASB');
    await openWizardSignedIn(page, session);
    await fillStepOne(page, {
      formacoes: [
        { nivel: 'Técnico', curso: 'Auxiliar em Saúde Bucal', instituicao: 'Senac', data: '2020-06-30' },
      ],
      experiencias: [{ cargo: 'ASB', tempo: '3 anos', descricao: 'Esterilização e apoio ao dentista.' }],
      endereco: {
        estado: 'RJ',
        cep: '20040002',
        cidade: 'Rio de Janeiro',
        logradouro: 'Rua da Assembleia',
        numero: '10',
        complemento: '',
        fora: 'Não',
      },
    });
    await next(page).click();
    await expect(heading(page)).toHaveText('Informações Profissionais');
    for (const question of [
      'Tem experiência com escaneamento?',
      'Já trabalhou em clínica?',
      'Tem experiência com moldagem?',
      'Tem experiência com esterilização?',
      'Tem experiência com scanner intraoral?',
      'Tem experiência com exames 3D?',
      'Tem experiência com exames 2D?',
    ]) {
      await expect(field(page, question)).toHaveValue('nao');
    }
    await field(page, 'Já trabalhou em clínica?').selectOption({ label: 'Sim' });
    await field(page, 'Tem experiência com esterilização?').selectOption({ label: 'Sim' });

    const scanners = tagList(page, 'Scanners intraorais');
    await expect(scanners.input).toHaveCount(0);
    await scanners.select.selectOption('Medit');
    await scanners.select.selectOption('Outra');
    await expect(scanners.input).toBeFocused();
    await scanners.input.fill('Scanner Nacional X');
    await scanners.add.click();
    await expect(scanners.input).toHaveCount(0);
    await expect(scanners.select).toBeFocused();
    await scanners.select.selectOption('Outra');
    await scanners.input.fill('Não quero');
    await scanners.cancel.click();
    await expect(scanners.items).toHaveText(['Medit', 'Scanner Nacional X']);
    const eq2d = tagList(page, 'Equipamentos 2D');
    await eq2d.select.selectOption('Carestream');
    await eq2d.select.selectOption('Outra');
    await eq2d.input.fill('Carestream');
    await eq2d.input.press('Enter');
    await eq2d.select.selectOption('Outra');
    await eq2d.input.fill('carestream');
    await eq2d.input.press('Enter');
    await expect(eq2d.items).toHaveText(['Carestream', 'carestream']);
    await eq2d.remove('carestream').click();
    await tagList(page, 'Equipamentos 3D').select.selectOption('Vatech');
    const platforms = tagList(page, 'Plataformas de gestão');
    await platforms.select.selectOption('Cdt');
    await platforms.select.selectOption('Outros');
    await platforms.input.fill('Clinicorp');
    await platforms.add.click();
    await field(page, 'Nível de informática').selectOption('Intermediário');
    await expect(page.getByText('Trabalho bem com planilhas')).toBeVisible();
    await tagList(page, 'Outros conhecimentos').input.fill('Fotografia odontológica');
    await tagList(page, 'Outros conhecimentos').input.press('Enter');
    await choosePhoto(page, 'Escolha sua foto', {
      name: 'eu.png',
      mimeType: 'image/png',
      buffer: makePng(32),
    });
    await expect(page.getByText('Foto enviada com sucesso!')).toBeVisible();
    await field(page, 'Arquivo PDF do portfólio').setInputFiles({
      name: 'asb.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf('ASB'),
    });
    await expect(page.getByText('Portfólio enviado com sucesso!')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'desktop-2-asb');

    await next(page).click();
    await expect(reviewValue(page, 'Profissionais', 'Profissão')).toHaveText('ASB');
    await expect(reviewValue(page, 'Profissionais', 'Equipamentos de scanner intraoral')).toHaveText(
      'Medit, Scanner Nacional X',
    );
    await expect(reviewValue(page, 'Profissionais', 'Experiência com moldagem')).toHaveText('Não');
    await expect(reviewValue(page, 'Experiência', 'Principais atividades')).toHaveText(
      'Esterilização e apoio ao dentista.',
    );
    // The phone came from the server (no sign-up route state here).
    await expect(reviewValue(page, 'Contato & Endereço', 'Telefone')).toHaveText(
      `(${session.data.telefone.slice(0, 2)}) ${session.data.telefone.slice(2, 7)}-${session.data.telefone.slice(7)}`,
    );
    await shot(page, 'desktop-3-revisao-asb');
    await page.getByLabel(/Autorizo a/).check();
    await publish(page).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(
      toasts(page).filter({ hasText: 'Obrigado por se cadastrar em nosso banco de talentos em ASB.' }),
    ).toBeVisible();

    const profile = await fullProfile(request, session);
    expect(profile.formacoes).toMatchObject([{ curso: 'Auxiliar em Saúde Bucal', ano_conclusao: 2020 }]);
    expect(profile.endereco).toMatchObject({ estado: 'RJ', cep: '20040002', deseja_atuar_fora: false });
    expect(profile.registro.tipo).toBe('tecnico');
    expect(profile.registro.data).toMatchObject({
      plataforma_gestao: ['Cdt', 'Clinicorp'],
      experiencia_escaneamento: false,
      trabalhou_em_clinica: true,
      experiencia_moldagem: false,
      experiencia_esterilizacao: true,
      experiencia_scanner_intraoral: false,
      experiencia_3d: false,
      experiencia_2d: false,
      equipamentos_scanner: ['Medit', 'Scanner Nacional X'],
      equipamentos_3d: ['Vatech'],
      equipamentos_2d: ['Carestream'],
      nivel_informatica: 'Intermediário',
      outros_conhecimentos: ['Fotografia odontológica'],
    });
    expect(profile.foto_url).toBeTruthy();
    expect((await portfolioList(request, session)).map((f) => f.filename)).toEqual(['asb.pdf']);
  });

  test('a Recepcionista gets the receptionist form: convênios with Outros, the level description', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const session = await signUpThroughApi(request, 'Recepcionista');
    await openWizardSignedIn(page, session);
    await fillStepOne(page, {
      formacoes: [
        {
          nivel: 'Ensino Médio Completo',
          curso: 'Ensino médio',
          instituicao: 'EE Central',
          data: '2018-12-01',
        },
      ],
      experiencias: [
        { cargo: 'Recepcionista', tempo: '4 anos', descricao: 'Agenda e faturamento de convênios.' },
      ],
      endereco: {
        estado: 'DF',
        cep: '70040-010',
        cidade: 'Brasília',
        logradouro: 'SBS Quadra 2',
        numero: '12',
        complemento: 'Bloco E',
        fora: 'Sim',
      },
    });
    await next(page).click();
    await choosePhoto(page, 'Escolha sua foto', {
      name: 'r.png',
      mimeType: 'image/png',
      buffer: makePng(48),
    });
    await expect(page.getByText('Foto enviada com sucesso!')).toBeVisible();
    const platforms = tagList(page, 'Plataformas com que tem experiência');
    await platforms.select.selectOption('Radiomemory (IDOC)');
    await platforms.input.fill('radiomemory (idoc)');
    await platforms.input.press('Enter');
    await expect(platforms.items).toHaveText(['Radiomemory (IDOC)']);
    await field(page, 'Já trabalhou em clínica de radiologia?').selectOption({ label: 'Sim' });
    await field(page, 'Tem experiência com convênios?').selectOption({ label: 'Sim' });
    const insurers = tagList(page, 'Convênios com que tem experiência');
    await insurers.select.selectOption('Amil Dental');
    await insurers.select.selectOption('Outros');
    await insurers.input.fill('Odonto Sul');
    await insurers.input.press('Enter');
    await insurers.select.selectOption('Outros');
    await insurers.input.fill('odonto sul');
    await insurers.add.click();
    await expect(insurers.items).toHaveText(['Amil Dental', 'Odonto Sul']);
    await field(page, 'Nível de informática').selectOption('Básico');
    await expect(field(page, 'Nível de informática')).toHaveAccessibleDescription(
      'Uso o computador no dia a dia: navegar na internet, enviar e-mails e preencher cadastros.',
    );
    await field(page, 'Arquivo PDF do portfólio').setInputFiles({
      name: 'recepcao.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf('Recepcao'),
    });
    await expect(page.getByText('Portfólio enviado com sucesso!')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'desktop-2-recepcionista');

    await next(page).click();
    await expect(reviewValue(page, 'Profissionais', 'Outros conhecimentos')).toHaveText('-');
    await expect(reviewValue(page, 'Profissionais', 'Convênios')).toHaveText('Amil Dental, Odonto Sul');
    await expect(reviewValue(page, 'Profissionais', 'Trabalhou em clínica')).toHaveText('Não');
    await shot(page, 'desktop-3-revisao-recepcionista');
    await page.getByLabel(/Autorizo a/).check();
    await publish(page).click();
    await expect(page).toHaveURL(/\/perfil$/);

    const profile = await fullProfile(request, session);
    expect(profile.experiencias).toMatchObject([{ cargo: 'Recepcionista', tempo_experiencia: '4 anos' }]);
    expect(profile.endereco).toMatchObject({ estado: 'DF', cidade: 'Brasília', complemento: 'Bloco E' });
    expect(profile.registro).toEqual({
      tipo: 'recepcionista',
      data: expect.objectContaining({
        plataformas_experiencia: ['Radiomemory (IDOC)'],
        trabalhou_em_clinica: false,
        trabalhou_em_clinica_radiologia: true,
        experiencia_convenios: true,
        experiencia_quais_convenios: ['Amil Dental', 'Odonto Sul'],
        nivel_informatica: 'Básico',
        outros_conhecimentos: [],
      }),
    });
    expect(profile.foto_url).toBeTruthy();
    expect((await portfolioList(request, session)).map((f) => f.filename)).toEqual(['recepcao.pdf']);
  });
});

test.describe('candidate wizard failures', () => {
  test('without consent the checkbox says what to do (no failure toast), nothing saved, then a retry publishes', async ({
    page,
    request,
  }) => {
    const session = await signUpThroughApi(request, 'TSB');
    await openWizardSignedIn(page, session);
    await fillStepOne(page, {
      formacoes: [{ nivel: 'Técnico', curso: 'TSB', instituicao: 'Etec', data: '2021-01-20' }],
      experiencias: [{ cargo: 'TSB', tempo: '1 ano', descricao: 'Radiografias intraorais.' }],
      endereco: {
        estado: 'SP',
        cep: '01310-100',
        cidade: 'São Paulo',
        logradouro: 'Av. Paulista',
        numero: '1',
        complemento: '',
        fora: 'Não',
      },
    });
    await next(page).click();
    await next(page).click();
    await expect(page.getByLabel(/Autorizo a/)).not.toBeChecked();
    await publish(page).click();
    const reason = 'Para publicar, marque a caixa de consentimento autorizando o uso das suas informações.';
    // The checkbox's own message beside it, the focus on it; no 'Falha ao publicar' toast.
    await expect(page.locator('#consentimento-erro')).toHaveText(reason);
    await expect(page.getByLabel(/Autorizo a/)).toHaveAccessibleDescription(reason);
    await expect(page.getByLabel(/Autorizo a/)).toBeFocused();
    await expect(toasts(page).filter({ hasText: 'Falha ao publicar' })).toHaveCount(0);
    await expect(publish(page)).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`${WIZARD_URL}$`));
    await expect(heading(page)).toHaveText('Revise suas informações antes de publicar!');
    expect((await fullProfile(request, session)).formacoes).toEqual([]);

    // Everything is kept: the retry with consent publishes the same data.
    await back(page).click();
    await back(page).click();
    await expect(field(page, 'Nome do curso')).toHaveValue('TSB');
    await next(page).click();
    await next(page).click();
    await page.getByLabel(/Autorizo a/).check();
    await publish(page).click();
    await expect(page).toHaveURL(/\/perfil$/);
    const profile = await fullProfile(request, session);
    expect(profile.formacoes).toMatchObject([{ curso: 'TSB', ano_conclusao: 2021 }]);
    expect(profile.registro.tipo).toBe('tecnico');
  });

  test('a server error (500) keeps the user in the wizard with the failure toast and saves nothing', async ({
    page,
    request,
  }) => {
    const session = await signUpThroughApi(request, 'Técnico');
    await openWizardSignedIn(page, session);
    await fillStepOne(page, {
      formacoes: [{ nivel: 'Tecnólogo', curso: 'Radiologia', instituicao: 'Fatec', data: '2019-12-01' }],
      experiencias: [{ cargo: 'Técnico em radiologia', tempo: '5 anos', descricao: 'Tomografias.' }],
      endereco: {
        estado: 'PR',
        cep: '80010-000',
        cidade: 'Curitiba',
        logradouro: 'Rua XV',
        numero: '5',
        complemento: '',
        fora: 'Sim',
      },
    });
    await page.route('**/api/v1/usuario_candidato/*/publicar', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Erro interno."}' }),
    );
    await next(page).click();
    await next(page).click();
    await page.getByLabel(/Autorizo a/).check();
    await publish(page).click();
    await expect(
      toasts(page).filter({ hasText: 'Falha ao publicar. Verifique os campos e tente novamente.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${WIZARD_URL}$`));
    await expect(publish(page)).toBeEnabled();
    await expect(page.getByLabel(/Autorizo a/)).toBeChecked();
    expect((await fullProfile(request, session)).formacoes).toEqual([]);
    expect((await storedSession(page)).tipo_profissao).toBe('Técnico');
  });

  test('file checks: an unreadable photo over 2 MB, a non-PDF and a PDF over 10 MB are refused before sending', async ({
    page,
    request,
  }) => {
    const session = await signUpThroughApi(request, 'Tecnólogo');
    await openWizardSignedIn(page, session);
    await field(page, 'Nível de escolaridade').selectOption('Tecnólogo');
    await next(page).click();
    let uploads = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/arquivos/')) uploads++;
    });
    // Not an image the browser can shrink, and over the limit.
    const big = Buffer.concat([Buffer.from('not an image'), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    await field(page, 'Escolha sua foto').setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: big,
    });
    await expect(page.getByText('A foto deve ter no máximo 2 MB.')).toBeVisible();
    await field(page, 'Arquivo PDF do portfólio').setInputFiles({
      name: 'curriculo.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK not a pdf'),
    });
    await expect(page.getByText('Envie um arquivo PDF.')).toBeVisible();
    await field(page, 'Arquivo PDF do portfólio').setInputFiles({
      name: 'enorme.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([makePdf(), Buffer.alloc(10 * 1024 * 1024)]),
    });
    await expect(page.getByText('O PDF deve ter no máximo 10 MB.')).toBeVisible();
    expect(uploads).toBe(0);
    // A file the server refuses by its content: the spec's failure text, and the server's reason.
    await field(page, 'Escolha sua foto').setInputFiles({
      name: 'falsa.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really an image'),
    });
    await expect(page.getByText('Falha ao enviar a foto. Tente novamente.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Prévia da foto de perfil' })).toHaveCount(0);
  });

  test('without a session the wizard sends the visitor to /login', async ({ page }) => {
    await page.goto(WIZARD_URL);
    await expect(page).toHaveURL(/\/login\?next=%2Fcadastrar%2Fcurriculo$/);
  });
});
