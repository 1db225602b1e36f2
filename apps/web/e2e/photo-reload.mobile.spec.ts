import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/accounts';
import { button, choosePhoto, makePng } from './fixtures/candidate-wizard';
import { createClinicAccount, openSignedIn } from './fixtures/candidates';
import { fillClinicAddress } from './fixtures/clinic-wizard';
import { wizardAtStepTwo } from './fixtures/uploads';

// Issue 25 item 9 on a 375 px phone: after a reload, both wizards show the photo the server
// keeps, with 'Trocar foto' (not 'Nenhum arquivo escolhido'); the clinic's review shows it.

test.describe.configure({ timeout: 120_000 });

const desktopShot = async (page: Page, path: string) => {
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path, fullPage: true });
  if (phone) await page.setViewportSize(phone);
};

/** The image really came from the server (decoded, not a broken link). */
const expectLoaded = (img: Locator) =>
  expect.poll(() => img.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

test("the candidate wizard shows the kept photo after a reload, with 'Trocar foto'", async ({
  page,
  request,
}, testInfo) => {
  await wizardAtStepTwo(page, request);
  await choosePhoto(page, 'Escolha sua foto', {
    name: 'rosto.png',
    mimeType: 'image/png',
    buffer: makePng(96),
  });
  await expect(page.getByText('Foto enviada com sucesso!')).toBeVisible();

  await page.reload();
  // Step one was typed, so its draft is offered once the profile has loaded: wait for the offer
  // (checking it at once raced the profile's answer, and 'Prosseguir' then met an empty step one).
  await page.getByRole('button', { name: 'Continuar rascunho' }).click();
  await button(page, 'Prosseguir').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informações Profissionais');
  const section = page.getByRole('region', { name: 'Foto de perfil' });
  const photo = section.getByRole('img', { name: 'Prévia da foto de perfil' });
  await expect(photo).toBeVisible();
  await expectLoaded(photo);
  await expect(section.getByText('Foto salva', { exact: true })).toBeVisible();
  await expect(section.getByText('Trocar foto', { exact: true })).toBeVisible();
  await expect(section.getByText('Nenhum arquivo escolhido')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await section.screenshot({ path: testInfo.outputPath('candidate-photo-after-reload-375.png') });
  await desktopShot(page, testInfo.outputPath('candidate-wizard-step2-1366.png'));

  // 'Trocar foto' still sends a new one.
  await choosePhoto(page, 'Escolha sua foto', {
    name: 'outra.png',
    mimeType: 'image/png',
    buffer: makePng(80),
  });
  await expect(page.getByText('Foto enviada com sucesso!')).toBeVisible();
  await expect(section.getByText(/outra\.png/)).toBeVisible();
});

test('the clinic wizard shows the kept photo after a reload, and its review shows it', async ({
  page,
  request,
}, testInfo) => {
  const clinic = await createClinicAccount(request);
  await openSignedIn(page, clinic, 'clinica', '/cadastrar/etapas-clinica');
  await expect(page.getByText('Nenhum arquivo escolhido')).toBeVisible();
  await choosePhoto(page, 'Escolha a foto da clínica', {
    name: 'fachada.png',
    mimeType: 'image/png',
    buffer: makePng(96),
  });
  await expect(page.getByText('Foto da clínica enviada com sucesso!')).toBeVisible();

  await page.reload();
  const photo = page.getByRole('img', { name: 'Prévia da foto enviada' });
  await expect(photo).toBeVisible();
  await expectLoaded(photo);
  await expect(page.getByText('Foto salva', { exact: true })).toBeVisible();
  await expect(page.getByText('Trocar foto', { exact: true })).toBeVisible();
  await expect(page.getByText('Nenhum arquivo escolhido')).toHaveCount(0);
  await photo.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('clinic-photo-after-reload-375.png') });

  await fillClinicAddress(page);
  await button(page, 'Prosseguir').click();
  const reviewPhoto = page.getByRole('img', { name: 'Foto da clínica' });
  await expect(reviewPhoto).toBeVisible();
  await expectLoaded(reviewPhoto);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('clinic-review-375.png') });
  await desktopShot(page, testInfo.outputPath('clinic-review-1366.png'));
});
