import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, newCandidate, newClinic } from './fixtures/accounts';
import { button, expectNoHorizontalOverflow, field, fullProfile, group } from './fixtures/candidate-wizard';
import { card, dialog, openAsCandidate, publishedCandidate, shot, shownValue } from './fixtures/profile';

// Issue 17 items 7 and 8 on a 375 px phone: the CEP typed first fills street, bairro, city and
// state from the stand-in provider (e2e/fixtures/cep-provider.mjs, through GET /api/v1/cep/{cep}),
// the fields stay editable, an unknown CEP leaves the form manual; dates are typed as dd/mm/aaaa
// and saved as the date typed; CPF and CNPJ are masked as they are typed.

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const FOUND = 'Endereço preenchido pelo CEP. Confira e complete.';
const NOT_FOUND = 'CEP não encontrado. Preencha o endereço manualmente.';

test('a candidate signs up with a typed date and CPF, and the CEP fills the wizard address', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const data = { ...newCandidate(), tipo_profissao: 'TSB' };
  await page.goto('/cadastrar/candidato');
  await field(page, 'Nome completo').fill(data.nome);
  await field(page, 'E-mail').fill(data.email);
  await field(page, 'Telefone').pressSequentially(data.telefone);
  // CPF and date typed as bare digits come out masked.
  await field(page, 'CPF').pressSequentially(data.cpf);
  await expect(field(page, 'CPF')).toHaveValue(
    `${data.cpf.slice(0, 3)}.${data.cpf.slice(3, 6)}.${data.cpf.slice(6, 9)}-${data.cpf.slice(9)}`,
  );
  const birth = field(page, 'Data de nascimento (opcional)');
  await expect(birth).toHaveAttribute('inputmode', 'numeric');
  await expect(birth).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await birth.pressSequentially('1005');
  await expect(birth).toHaveValue('10/05');
  await field(page, 'Profissão').selectOption(data.tipo_profissao);
  await field(page, 'Senha').fill(data.senha);
  await field(page, 'Repita a senha').fill(data.senha);
  // An unfinished date is refused beside its field, in words.
  await button(page, 'Cadastrar').click();
  await expect(birth).toHaveAccessibleDescription('Informe uma data válida (dd/mm/aaaa).');
  await birth.pressSequentially('1990');
  await expect(birth).toHaveValue('10/05/1990');
  await expectNoHorizontalOverflow(page);
  await shot(page, 'signup-candidato-mobile');
  await button(page, 'Cadastrar').click();
  await expect(heading(page)).toHaveText('Formação, Experiência e Endereço');

  // The account holds the date typed (ISO) and the CPF's digits.
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('auth_token') ?? '',
    id: Number(localStorage.getItem('candidato')),
  }));
  const created = await fullProfile(request, session);
  expect(created.dataNascimento).toBe('1990-05-10');

  // Step 1: the completion date is typed too.
  const formacao = group(page, 'Formação 1');
  await field(formacao, 'Nível de escolaridade').selectOption('Técnico');
  await field(formacao, 'Nome do curso').fill('Técnico em Saúde Bucal');
  await field(formacao, 'Data de conclusão').pressSequentially('15122020');
  await expect(field(formacao, 'Data de conclusão')).toHaveValue('15/12/2020');

  // The CEP comes first; an unknown one leaves the address to be typed.
  const cep = field(page, 'CEP');
  const addressFields = page.locator('[name^="endereco."]');
  expect(await addressFields.evaluateAll((els) => els.map((el) => el.getAttribute('name')))).toEqual([
    'endereco.cep',
    'endereco.logradouro',
    'endereco.numero',
    'endereco.complemento',
    'endereco.bairro',
    'endereco.cidade',
    'endereco.estado',
  ]);
  await cep.pressSequentially('12345678');
  await expect(cep).toHaveValue('12345-678');
  await expect(cep).toHaveAccessibleDescription(NOT_FOUND);
  await expect(field(page, 'Logradouro')).toHaveValue('');
  await expect(field(page, 'Cidade')).toHaveValue('');
  await field(page, 'Logradouro').fill('Rua Digitada');

  // A known CEP fills street, bairro, city and state.
  await cep.fill('01001-000');
  await expect(cep).toHaveAccessibleDescription(FOUND);
  await expect(field(page, 'Logradouro')).toHaveValue('Praça da Sé');
  await expect(field(page, 'Bairro')).toHaveValue('Sé');
  await expect(field(page, 'Cidade')).toHaveValue('São Paulo');
  await expect(field(page, 'Estado')).toHaveValue('SP');
  // …and they stay editable.
  await field(page, 'Bairro').fill('Centro Histórico');
  await field(page, 'Número').fill('100');
  await expect(field(page, 'Bairro')).toHaveValue('Centro Histórico');
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await shot(page, 'wizard-endereco-mobile');

  await button(page, 'Prosseguir').click();
  await expect(heading(page)).toHaveText('Informações Profissionais');
  await button(page, 'Prosseguir').click();
  await expect(heading(page)).toHaveText('Revise suas informações antes de publicar!');
  await page.getByLabel(/Autorizo a/).check();
  await button(page, 'Publicar').click();
  await expect(page).toHaveURL(/\/perfil$/);

  // /perfil shows what was typed: the completion year and the filled, edited address.
  await expect(shownValue(card(page, 'Formação'), 'Data de conclusão')).toHaveText('2020');
  const address = card(page, 'Endereço');
  await expect(shownValue(address, 'Logradouro')).toHaveText('Praça da Sé');
  await expect(shownValue(address, 'Bairro')).toHaveText('Centro Histórico');
  await expect(shownValue(address, 'Cidade')).toHaveText('São Paulo');
  await expect(shownValue(address, 'CEP')).toHaveText('01001-000');
});

test('a clinic types its CNPJ masked, and the CEP fills the clinic address', async ({ page }) => {
  test.setTimeout(90_000);
  const clinic = newClinic();
  await page.goto('/cadastrar/clinica');
  await field(page, 'Nome fantasia').fill(clinic.nome_fantasia);
  await field(page, 'CNPJ').pressSequentially(clinic.cnpj);
  const c = clinic.cnpj;
  await expect(field(page, 'CNPJ')).toHaveValue(
    `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`,
  );
  await field(page, 'Telefone').pressSequentially(clinic.telefone);
  await field(page, 'E-mail').fill(clinic.email);
  await field(page, 'Senha').fill(clinic.senha);
  await field(page, 'Repita a senha').fill(clinic.senha);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'signup-clinica-mobile');
  await button(page, 'Cadastrar').click();
  await expect(heading(page)).toHaveText('Informações da Clínica');

  await field(page, 'CEP').pressSequentially('40010000');
  await expect(field(page, 'CEP')).toHaveAccessibleDescription(FOUND);
  await expect(field(page, 'Rua')).toHaveValue('Avenida Estados Unidos');
  await expect(field(page, 'Bairro')).toHaveValue('Comércio');
  await expect(field(page, 'Cidade')).toHaveValue('Salvador');
  await expect(field(page, 'Estado')).toHaveValue('BA');
  await field(page, 'Rua').fill('Avenida Estados Unidos, bloco B');
  await expect(field(page, 'Rua')).toHaveValue('Avenida Estados Unidos, bloco B');
  await expectNoHorizontalOverflow(page);
  await shot(page, 'clinica-endereco-mobile');
});

test('the address dialog fills from the CEP, and stays manual for an unknown one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await publishedCandidate(request);
  await openAsCandidate(page, session);
  await button(page, 'Editar Endereço').click();
  const edit = dialog(page, 'Editar Endereço');
  // The CEP is the first field of the dialog.
  await expect(edit.locator('input, select').first()).toHaveAttribute('name', 'cep');

  await field(edit, 'CEP').fill('');
  await field(edit, 'CEP').pressSequentially('99999999');
  await expect(field(edit, 'CEP')).toHaveAccessibleDescription(NOT_FOUND);
  await expect(field(edit, 'Bairro')).toHaveValue('Centro');

  await field(edit, 'CEP').fill('01001000');
  await expect(field(edit, 'Logradouro')).toHaveValue('Praça da Sé');
  await expect(field(edit, 'Bairro')).toHaveValue('Sé');
  await expect(field(edit, 'Cidade')).toHaveValue('São Paulo');
  await expect(field(edit, 'Estado')).toHaveValue('SP');
  await field(edit, 'Número').fill('7');
  await expectNoAxeViolations(page);
  await shot(page, 'dialog-endereco-cep-mobile', false);
  await button(edit, 'Salvar').click();
  await expect(edit).toBeHidden();
  const address = card(page, 'Endereço');
  await expect(shownValue(address, 'Logradouro')).toHaveText('Praça da Sé');
  await expect(shownValue(address, 'Bairro')).toHaveText('Sé');
  await expect(shownValue(address, 'Número')).toHaveText('7');
  await expect(shownValue(address, 'CEP')).toHaveText('01001-000');

  // The experience's months are typed as mm/aaaa.
  await button(page, 'Editar Experiência').click();
  const experience = dialog(page, 'Editar Experiência');
  await field(experience, 'Início').fill('');
  await field(experience, 'Início').pressSequentially('032019');
  await expect(field(experience, 'Início')).toHaveValue('03/2019');
});
