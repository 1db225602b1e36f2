import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/accounts';
import { button, makePdf, portfolioList } from './fixtures/candidate-wizard';
import { card, dialog, openAsCandidate, publishedCandidate } from './fixtures/profile';
import { PHOTO_LIMIT, sendBigPhoto, sendPdf, shot, wizardAtStepTwo } from './fixtures/uploads';

// Issue 17 items 8–10 at 1366 px: the Portfólio card of the candidate's own profile (add with
// 'Enviar PDF', open, remove after a confirmation), and the wizard's photo step, crop dialog and
// review with the photo and the portfolio.

test("/perfil2's Portfólio card adds a PDF, opens it and removes it", async ({ page, request }) => {
  const session = await publishedCandidate(request);
  await openAsCandidate(page, session);
  const portfolio = card(page, 'Portfólio');
  await expect(portfolio.getByText('Nenhum portfólio enviado.')).toBeVisible();

  // Refused before sending: not a PDF.
  await portfolio.getByLabel('Arquivo PDF do portfólio', { exact: true }).setInputFiles({
    name: 'foto.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('texto'),
  });
  await expect(portfolio.getByText('Envie um arquivo PDF.')).toBeVisible();

  // The visible 'Enviar PDF' button opens the file chooser, and so does the keyboard (Tab to the
  // field, then Enter): the real input stays focusable under the button.
  const byClick = page.waitForEvent('filechooser');
  await portfolio.getByText('Enviar PDF', { exact: true }).click();
  await (await byClick).setFiles([]);
  await portfolio.getByLabel('Arquivo PDF do portfólio', { exact: true }).focus();
  const byKeyboard = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  const chooser = await byKeyboard;
  expect(chooser.isMultiple()).toBe(false);
  await chooser.setFiles({ name: 'curriculo-clara.pdf', mimeType: 'application/pdf', buffer: makePdf() });
  await expect(page.getByText('Portfólio enviado com sucesso!')).toBeVisible();
  const files = portfolio.getByRole('list', { name: 'Arquivos do portfólio' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText('curriculo-clara.pdf · 1 KB');
  await expect(portfolio.getByText(/curriculo-clara\.pdf · 1 KB/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'desktop-perfil2-portfolio', 'Portfólio');

  // 'Abrir' opens the PDF in a new tab.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    portfolio.getByRole('link', { name: 'Abrir curriculo-clara.pdf' }).click(),
  ]);
  const href = await portfolio.getByRole('link', { name: 'Abrir curriculo-clara.pdf' }).getAttribute('href');
  await tab.close();
  const opened = await request.get(href ?? '');
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');

  // Removing asks first; 'Cancelar' keeps the file.
  await portfolio.getByRole('button', { name: 'Remover curriculo-clara.pdf' }).click();
  const confirm = dialog(page, 'Remover arquivo?');
  await expect(confirm).toContainText('curriculo-clara.pdf');
  await button(confirm, 'Cancelar').click();
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await portfolio.getByRole('button', { name: 'Remover curriculo-clara.pdf' }).click();
  await button(dialog(page, 'Remover arquivo?'), 'Remover').click();
  await expect(portfolio.getByText('Arquivo removido do portfólio.')).toBeVisible();
  await expect(portfolio.getByText('Nenhum portfólio enviado.')).toBeVisible();
  expect(await portfolioList(request, session)).toEqual([]);
});

test('the wizard frames the photo and its review shows the photo and the portfolio', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await wizardAtStepTwo(page, request);
  const sent = await sendBigPhoto(page, 'Escolha sua foto', 'desktop-crop-dialog');
  expect(sent.size).toBeLessThan(PHOTO_LIMIT);
  await sendPdf(page, 'portfolio-joao.pdf');
  await shot(page, 'desktop-photo-step', 'Foto de perfil');
  await button(page, 'Prosseguir').click();
  const files = page.getByRole('region', { name: 'Foto e portfólio' });
  await expect(files.getByRole('img', { name: 'Sua foto de perfil' })).toBeVisible();
  const link = files.getByRole('link', { name: 'portfolio-joao.pdf' });
  const opened = await request.get((await link.getAttribute('href')) ?? '');
  expect(opened.status()).toBe(200);
  await expectNoAxeViolations(page);
  await shot(page, 'desktop-review', 'Foto e portfólio');
});
