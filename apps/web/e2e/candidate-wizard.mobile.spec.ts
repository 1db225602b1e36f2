import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/accounts';
import {
  button,
  expectNoHorizontalOverflow,
  field,
  fillStepOne,
  fullProfile,
  openWizardSignedIn,
  portfolioList,
  reviewValue,
  shot,
  signUpThroughApi,
  tagList,
  toasts,
  uploadFiles,
} from './fixtures/candidate-wizard';

// The candidate wizard at 375 px: each of the three profession forms, start to publish, with
// the photo and the PDF, no sideways scrolling and no axe violation on any step; the published
// values are read back from the API (the profile page comes with the next issue).

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const cases = [
  {
    profession: 'Dentista Radiologista',
    slug: 'radiologista',
    record: 'radiologista',
    fill: async (page: Page) => {
      await field(page, 'Trabalha com exames 2D?').selectOption({ label: 'Sim' });
      await tagList(page, 'Tipos de exame 2D').select.selectOption('Oclusal');
      await tagList(page, 'Softwares 3D').input.fill('Software Próprio');
      await tagList(page, 'Softwares 3D').input.press('Enter');
    },
    expected: { trabalha_com_2d: true, tipo_exame_2d: ['Oclusal'], softwares_3d: ['Software Próprio'] },
  },
  {
    profession: 'ASB',
    slug: 'asb',
    record: 'tecnico',
    fill: async (page: Page) => {
      await field(page, 'Tem experiência com moldagem?').selectOption({ label: 'Sim' });
      const brands = tagList(page, 'Equipamentos 3D');
      await brands.select.selectOption('Outra');
      await brands.input.fill('Marca Regional');
      await brands.add.click();
    },
    expected: { experiencia_moldagem: true, equipamentos_3d: ['Marca Regional'] },
  },
  {
    profession: 'Recepcionista',
    slug: 'recepcionista',
    record: 'recepcionista',
    fill: async (page: Page) => {
      await field(page, 'Já trabalhou em clínica?').selectOption({ label: 'Sim' });
      await tagList(page, 'Convênios com que tem experiência').select.selectOption('Hapvida');
      await field(page, 'Nível de informática').selectOption('Avançado');
    },
    expected: {
      trabalhou_em_clinica: true,
      experiencia_quais_convenios: ['Hapvida'],
      nivel_informatica: 'Avançado',
    },
  },
] as const;

for (const c of cases) {
  test(`mobile: a ${c.profession} goes through the wizard and publishes`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const session = await signUpThroughApi(request, c.profession);
    await openWizardSignedIn(page, session);
    await expect(
      page.getByText('Etapa 1 de 3: Formação, Experiência e Endereço', { exact: true }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    if (c.slug === 'radiologista') {
      await expectNoAxeViolations(page);
      await shot(page, 'mobile-1-formacao');
    }
    await fillStepOne(page, {
      formacoes: [
        { nivel: 'Ensino Superior Completo', curso: 'Curso Móvel', instituicao: 'UFBA', data: '2016-06-15' },
      ],
      experiencias: [{ cargo: 'Cargo Móvel', tempo: '1 ano', descricao: 'Atividades no celular.' }],
      endereco: {
        estado: 'BA',
        cep: '40020-000',
        cidade: 'Salvador',
        logradouro: 'Rua Chile',
        numero: '22',
        complemento: '',
        fora: 'Não',
      },
    });
    await button(page, 'Prosseguir').click();
    await expect(heading(page)).toHaveText('Informações Profissionais');
    await c.fill(page);
    await uploadFiles(page, `portfolio-${c.slug}.pdf`);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await shot(page, `mobile-2-${c.slug}`);

    await button(page, 'Prosseguir').click();
    await expect(heading(page)).toHaveText('Revise suas informações antes de publicar!');
    await expect(reviewValue(page, 'Formação', 'Nome do curso')).toHaveText('Curso Móvel');
    await expect(reviewValue(page, 'Contato & Endereço', 'Cidade')).toHaveText('Salvador');
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await shot(page, `mobile-3-revisao-${c.slug}`);

    await page.getByLabel(/Autorizo a/).check();
    await button(page, 'Publicar').click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(toasts(page).filter({ hasText: 'Inscrição concluída.' })).toBeVisible();

    const profile = await fullProfile(request, session);
    expect(profile.formacoes).toMatchObject([{ curso: 'Curso Móvel', ano_conclusao: 2016 }]);
    expect(profile.endereco).toMatchObject({ estado: 'BA', cidade: 'Salvador', cep: '40020000' });
    expect(profile.registro.tipo).toBe(c.record);
    expect(profile.registro.data).toMatchObject(c.expected);
    expect(profile.foto_url).toBeTruthy();
    expect((await portfolioList(request, session)).map((f) => f.filename)).toEqual([
      `portfolio-${c.slug}.pdf`,
    ]);
  });
}
