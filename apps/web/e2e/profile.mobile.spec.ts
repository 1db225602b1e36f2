import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, fillClinicForm, newClinic } from './fixtures/accounts';
import {
  button,
  expectNoHorizontalOverflow,
  field,
  group,
  tagList,
  toasts,
} from './fixtures/candidate-wizard';
import { fillClinicAddress } from './fixtures/clinic-wizard';
import { card, dialog, openAsCandidate, publishedCandidate, shot, shownValue } from './fixtures/profile';

// The own profile and the clinic wizard on a 375 px phone: nothing wider than the screen, the
// dialogs inside the viewport with a scrolling body, and the same flows by touch.

async function expectInsideViewport(page: Page, box: Locator) {
  const rect = await box.boundingBox();
  const viewport = page.viewportSize();
  expect(rect && viewport).toBeTruthy();
  if (!rect || !viewport) return;
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.y).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(viewport.width);
  expect(rect.y + rect.height).toBeLessThanOrEqual(viewport.height);
}

test('a candidate edits the profile on a phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const session = await publishedCandidate(request);
  await openAsCandidate(page, session);
  await expect(card(page, 'Formação')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await shot(page, 'profile-candidate-mobile');

  await button(page, 'Editar Formação').click();
  const edit = dialog(page, 'Editar Formação');
  await button(edit, 'Adicionar formação').click();
  await expectInsideViewport(page, edit);
  const second = group(edit, 'Formação 2');
  await field(second, 'Nível de escolaridade').selectOption('Especialização');
  await field(second, 'Curso').fill('Imaginologia');
  // The body scrolls to reach Salvar's inputs; the footer stays on screen.
  await expect(button(edit, 'Salvar')).toBeInViewport();
  await shot(page, 'dialog-formacao-mobile', false);
  await button(edit, 'Salvar').click();
  await expect(edit).toBeHidden();
  await expect(card(page, 'Formação').getByRole('listitem')).toHaveCount(2);

  for (const title of ['Experiência', 'Endereço', 'Informações Profissionais']) {
    await button(page, `Editar ${title}`).click();
    const box = dialog(page, `Editar ${title}`);
    await expectInsideViewport(page, box);
    await expectNoAxeViolations(page);
    await shot(page, `dialog-${title.split(' ')[0]?.toLowerCase()}-mobile`, false);
    await button(box, 'Cancelar').click();
    await expect(box).toBeHidden();
  }

  await button(page, 'Deletar conta').click();
  const confirm = dialog(page, 'Deletar conta');
  await expectInsideViewport(page, confirm);
  await shot(page, 'dialog-delete-mobile', false);
  await button(confirm, 'Sim, deletar').click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a clinic goes through the wizard on a phone and sees its profile', async ({ page }) => {
  test.setTimeout(90_000);
  const clinic = newClinic();
  await page.goto('/cadastrar/clinica');
  await fillClinicForm(page, clinic);
  await button(page, 'Cadastrar').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informações da Clínica');
  await tagList(page, 'Marcas do scanner intraoral').select.selectOption('Medit');
  await expect(field(page, 'Scanner intraoral')).toHaveValue('sim');
  await field(page, 'Número de funcionários').fill('4');
  await fillClinicAddress(page, 'Curitiba');
  await expectNoHorizontalOverflow(page);
  await shot(page, 'wizard-1-mobile');
  await button(page, 'Prosseguir').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Revise as informações da clínica antes de terminar!',
  );
  await expectNoHorizontalOverflow(page);
  await shot(page, 'wizard-2-review-mobile');
  await button(page, 'Publicar').click();
  await expect(toasts(page).filter({ hasText: 'Cadastro da clínica concluído.' })).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(shownValue(card(page, 'Endereço'), 'Cidade')).toHaveText('Curitiba');
  await expectNoHorizontalOverflow(page);
  await shot(page, 'profile-clinic-mobile');
  await button(page, 'Editar informações da clínica').click();
  const edit = dialog(page, 'Editar Informações da Clínica');
  await expectInsideViewport(page, edit);
  await expectNoAxeViolations(page);
  await shot(page, 'dialog-clinic-mobile', false);
});
