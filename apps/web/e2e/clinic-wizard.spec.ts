import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, fillClinicForm, newClinic, storedSession } from './fixtures/accounts';
import { button, choosePhoto, field, makePng, tagList, toasts } from './fixtures/candidate-wizard';
import { fillClinicAddress } from './fixtures/clinic-wizard';
import { card, dialog, expectLoginRefused, sessionKeys, shot, shownValue } from './fixtures/profile';

// The clinic publication wizard (spec 2 sections 2.2, 4, 5, 8) and the clinic's own profile
// (section 2.3) at 1366 px, against the real server: a clinic signs up through the page, fills
// the wizard with a photo, publishes, finds everything on /perfil, edits it, downloads its data
// and deletes its account.

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const WIZARD = '/cadastrar/etapas-clinica';

async function fillClinicInfo(page: Page) {
  // Adding a brand sets the equipment to Sim.
  const yesNo2in1 = field(page, 'Aparelho 2 em 1');
  await expect(yesNo2in1).toHaveValue('nao');
  await tagList(page, 'Marcas do aparelho 2 em 1').select.selectOption('Vatech');
  await expect(yesNo2in1).toHaveValue('sim');
  const intraoral = tagList(page, 'Modelos de raio-X intraoral');
  await intraoral.select.selectOption('Kavo Focus');
  await intraoral.input.fill('Modelo Próprio X1');
  await intraoral.input.press('Enter');
  // Lists compare exactly: the same text again is ignored, a differently cased one is kept.
  await intraoral.input.fill('Modelo Próprio X1');
  await intraoral.add.click();
  await intraoral.input.fill('modelo próprio x1');
  await intraoral.add.click();
  await expect(intraoral.items).toHaveText(['Kavo Focus', 'Modelo Próprio X1', 'modelo próprio x1']);
  await intraoral.remove('modelo próprio x1').click();
  await expect(field(page, 'Raio-X intraoral')).toHaveValue('sim');
  await field(page, 'Scanner intraoral').selectOption({ label: 'Sim' });
  const printer = tagList(page, 'Marcas da impressora 3D');
  await expect(printer.select.locator('option')).toHaveCount(13);
  await printer.select.selectOption('Formlabs');
  await expect(field(page, 'Aparelho 3 em 1')).toHaveValue('nao');

  await field(page, 'Número de funcionários').fill('12');
  await field(page, 'Número de filiais').fill('2');
  const laudos = tagList(page, 'Como os laudos são realizados?');
  await laudos.select.selectOption('Central de laudos');
  await laudos.input.fill('Laudos por teleconsulta');
  await laudos.input.press('Enter');

  await field(page, 'Rua').fill('Avenida Paulista');
  await field(page, 'Número').fill('1578');
  await field(page, 'Bairro').fill('Bela Vista');
  await field(page, 'Cidade').fill('São Paulo');
  await expect(field(page, 'Estado').locator('option')).toHaveCount(28);
  await field(page, 'Estado').selectOption('SP');
  await field(page, 'CEP').fill('01310200');
  await expect(field(page, 'CEP')).toHaveValue('01310-200');
}

test('a clinic signs up, fills the wizard with a photo, publishes, edits, exports and deletes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const clinic = newClinic();
  await page.goto('/cadastrar/clinica');
  await fillClinicForm(page, clinic);
  await button(page, 'Cadastrar').click();
  await expect(page).toHaveURL(new RegExp(`${WIZARD}$`));

  await expect(heading(page)).toHaveText('Informações da Clínica');
  await expect(page.getByText('Todas as informações dessa página são obrigatórias')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Etapas do cadastro da clínica' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(button(page, 'Voltar')).toBeDisabled();
  await fillClinicInfo(page);

  await choosePhoto(page, 'Escolha a foto da clínica', {
    name: 'clinica.png',
    mimeType: 'image/png',
    buffer: makePng(96),
  });
  await expect(page.getByText('Foto da clínica enviada com sucesso!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Prévia da foto enviada' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'wizard-1-desktop');

  await button(page, 'Prosseguir').click();
  await expect(heading(page)).toHaveText('Revise as informações da clínica antes de terminar!');
  const registration = card(page, 'Dados da clínica');
  await expect(shownValue(registration, 'Nome fantasia')).toHaveText(clinic.nome_fantasia);
  await expect(shownValue(registration, 'E-mail')).toHaveText(clinic.email);
  await expect(shownValue(registration, 'CNPJ')).toHaveText(
    clinic.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
  );
  await expect(card(page, 'Equipamentos Radiológicos & Tomográficos')).toContainText(
    'Kavo Focus, Modelo Próprio X1',
  );
  await expect(shownValue(card(page, 'Sobre a Clínica'), 'Como os laudos são realizados')).toHaveText(
    'Central de laudos, Laudos por teleconsulta',
  );
  await expect(shownValue(card(page, 'Endereço'), 'CEP')).toHaveText('01310-200');
  await expectNoAxeViolations(page);
  await shot(page, 'wizard-2-review-desktop');
  // Back keeps what was typed.
  await button(page, 'Voltar').click();
  await expect(field(page, 'Número de funcionários')).toHaveValue('12');
  await button(page, 'Prosseguir').click();

  await button(page, 'Publicar').click();
  await expect(toasts(page).filter({ hasText: 'Cadastro da clínica concluído.' })).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(heading(page)).toHaveText('Meu Perfil');
  await expect(page.getByText('Seus dados cadastrados')).toBeVisible();

  // The profile: name, type, e-mail, photo and the three cards.
  await expect(page.getByText(clinic.nome_fantasia, { exact: true })).toBeVisible();
  await expect(page.getByText('CLÍNICA', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Encontrar candidatos' })).toHaveAttribute(
    'href',
    '/candidatos',
  );
  await expect(page.getByText(clinic.email, { exact: true })).toBeVisible();
  const photo = page.getByRole('img', { name: `Foto de ${clinic.nome_fantasia}` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  const equipment = card(page, 'Equipamentos Radiológicos & Tomográficos');
  await expect(equipment.getByRole('listitem')).toHaveText([
    /Aparelho 2 em 1\s*Sim\s*Marcas: Vatech/,
    /Aparelho 3 em 1\s*Não\s*Marcas: -/,
    /Raio-X intraoral\s*Sim\s*Marcas: Kavo Focus, Modelo Próprio X1/,
    /Scanner intraoral\s*Sim\s*Marcas: -/,
    /Impressora 3D\s*Sim\s*Marcas: Formlabs/,
  ]);
  const about = card(page, 'Sobre a Clínica');
  await expect(shownValue(about, 'Número de funcionários')).toHaveText('12');
  await expect(shownValue(about, 'Número de filiais')).toHaveText('2');
  const address = card(page, 'Endereço');
  await expect(shownValue(address, 'Rua')).toHaveText('Avenida Paulista');
  await expect(shownValue(address, 'Estado')).toHaveText('SP');
  await expect(button(page, 'Editar informações da clínica')).toBeVisible();
  await page.goto('/perfil2');
  await expect(shownValue(card(page, 'Sobre a Clínica'), 'Número de funcionários')).toHaveText('12');
  await expectNoAxeViolations(page);
  await shot(page, 'profile-clinic-desktop');

  // Edit every card through 'Editar Informações da Clínica'.
  await button(page, 'Editar informações da clínica').click();
  const edit = dialog(page, 'Editar Informações da Clínica');
  await expect(edit).toBeVisible();
  await expect(edit).toHaveAttribute('aria-modal', 'true');
  await expect(field(edit, 'Número de funcionários')).toHaveValue('12');
  await expect(tagList(page, 'Marcas do aparelho 2 em 1').items).toHaveText(['Vatech']);
  await expectNoAxeViolations(page);
  await shot(page, 'dialog-clinic-desktop', false);
  await tagList(page, 'Marcas do aparelho 3 em 1').select.selectOption('Planmeca');
  await field(edit, 'Número de funcionários').fill('15');
  await field(edit, 'Rua').fill('Rua Augusta');
  await button(edit, 'Salvar').click();
  await expect(edit).toBeHidden();
  await expect(shownValue(card(page, 'Sobre a Clínica'), 'Número de funcionários')).toHaveText('15');
  await page.reload();
  await expect(
    card(page, 'Equipamentos Radiológicos & Tomográficos').getByRole('listitem').nth(1),
  ).toHaveText(/Aparelho 3 em 1\s*Sim\s*Marcas: Planmeca/);
  await expect(shownValue(card(page, 'Sobre a Clínica'), 'Número de funcionários')).toHaveText('15');
  await expect(shownValue(card(page, 'Endereço'), 'Rua')).toHaveText('Rua Augusta');

  // Escape and Cancelar close without saving.
  await button(page, 'Editar informações da clínica').click();
  await field(edit, 'Número de filiais').fill('9');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await button(page, 'Editar informações da clínica').click();
  await expect(field(edit, 'Número de filiais')).toHaveValue('2');
  await button(edit, 'Cancelar').click();
  await expect(edit).toBeHidden();
  await expect(shownValue(card(page, 'Sobre a Clínica'), 'Número de filiais')).toHaveText('2');

  // Download of the data.
  const downloading = page.waitForEvent('download');
  await button(page, 'Baixar meus dados').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('meus-dados-rx-odonto.json');
  const exported = readFileSync(await download.path(), 'utf8');
  expect(exported).toContain(clinic.nome_fantasia);
  expect(JSON.parse(exported)).toBeTruthy();

  // Deletion.
  await button(page, 'Deletar conta').click();
  const confirm = dialog(page, 'Deletar conta');
  await expect(
    confirm.getByText('Tem certeza que deseja deletar sua conta? Esta ação é irreversível.'),
  ).toBeVisible();
  await expect(button(confirm, 'Cancelar')).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, 'dialog-delete-desktop', false);
  await button(confirm, 'Sim, deletar').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionKeys(page)).toEqual([]);
  await expectLoginRefused(page, clinic);
});

test('without the clinic id nothing is sent and the user is told to sign in again', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('infos_clinica')) sent.push(request.url());
  });
  await page.goto(WIZARD);
  await expect(heading(page)).toHaveText('Informações da Clínica');
  await fillClinicAddress(page);
  await button(page, 'Prosseguir').click();
  await button(page, 'Publicar').click();
  const message = 'Não foi possível identificar a clínica (ID). Faça login novamente.';
  await expect(toasts(page).filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${WIZARD}$`));
  expect(sent).toEqual([]);
});

test('a state the server refuses is refused in the browser too, under its field', async ({ page }) => {
  const clinic = newClinic();
  await page.goto('/cadastrar/clinica');
  await fillClinicForm(page, clinic);
  await button(page, 'Cadastrar').click();
  await expect(page).toHaveURL(new RegExp(`${WIZARD}$`));
  expect((await storedSession(page)).tipo_usuario).toBe('clinica');
  await fillClinicAddress(page);
  // The select only offers the 27 units: forge one.
  await field(page, 'Estado').evaluate((select: HTMLSelectElement) => {
    const option = new Option('XX', 'XX');
    select.add(option);
  });
  await field(page, 'Estado').selectOption('XX');
  await button(page, 'Prosseguir').click();
  await expect(heading(page)).toHaveText('Informações da Clínica');
  await expect(field(page, 'Estado')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Estado')).toHaveAccessibleDescription(/^Estado inválido/);
  await expect(field(page, 'Estado')).toBeFocused();
});

test('a refused publish shows the failure toast, stays on the review and leads back to the field', async ({
  page,
}) => {
  const clinic = newClinic();
  await page.goto('/cadastrar/clinica');
  await fillClinicForm(page, clinic);
  await button(page, 'Cadastrar').click();
  await expect(page).toHaveURL(new RegExp(`${WIZARD}$`));
  await fillClinicAddress(page);
  await page.route('**/api/v1/infos_clinica/', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        detail: "Campo 'bairro': Use no máximo 120 caracteres.",
        errors: [{ field: 'bairro', message: 'Use no máximo 120 caracteres.' }],
      }),
    }),
  );
  await button(page, 'Prosseguir').click();
  await button(page, 'Publicar').click();
  await expect(
    toasts(page).filter({ hasText: 'Falha ao publicar. Verifique os campos e tente novamente.' }),
  ).toBeVisible();
  await expect(heading(page)).toHaveText('Revise as informações da clínica antes de terminar!');
  const refused = page.getByRole('main').getByRole('alert').getByRole('listitem');
  await expect(refused).toHaveText('Bairro: Use no máximo 120 caracteres. — Corrigir');
  await expect(page.getByText("Campo 'bairro'")).toHaveCount(0);
  await expect(button(page, 'Publicar')).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`${WIZARD}$`));
  await refused.getByRole('button', { name: 'Corrigir' }).click();
  await expect(heading(page)).toHaveText('Informações da Clínica');
  await expect(field(page, 'Bairro')).toBeFocused();
  await expect(field(page, 'Bairro')).toHaveAccessibleDescription('Use no máximo 120 caracteres.');
});
