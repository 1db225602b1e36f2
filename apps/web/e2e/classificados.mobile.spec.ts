import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, login, toasts } from './fixtures/accounts';
import { E2E_ADMIN } from './fixtures/admin';
import { E2E_ADMIN_PASSWORD, ensureAdminPassword } from './fixtures/admin-session';
import { makeNoisePng } from './fixtures/candidate-wizard';
import { createClinicAccount, openSignedIn, RUN } from './fixtures/candidates';
import { readMailTo } from './fixtures/outbox';

// Classificados on a phone (375 px, issue 30): a clinic posts an ad with 3 photos (shrunk in the
// browser), the administrator approves it, another clinic finds it by filter and sends a message,
// the seller gets the e-mail and marks the ad sold. Screenshots at 375 and 1366 px.

test.describe.configure({ timeout: 240_000 });

const noSideScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

test('a clinic sells an X-ray through the classificados', async ({ page, browser, request }, testInfo) => {
  const seller = await createClinicAccount(request);
  const buyer = await createClinicAccount(request);
  const titulo = `Tomógrafo Planmeca ProMax 3D ${RUN}`;
  const cidade = `Sorocaba ${RUN}`;

  // The seller writes the ad with 3 photos (a large one is shrunk under 2 MB before it is sent).
  await openSignedIn(page, seller, 'clinica', '/classificados/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Anunciar equipamento' })).toBeVisible();
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Categoria').selectOption('Tomógrafo (CBCT)');
  await page.getByLabel('Marca').fill('Planmeca');
  await page.getByLabel('Modelo').fill('ProMax 3D Mid');
  await page.getByLabel('Ano de fabricação').fill('2019');
  await page.getByLabel('Estado de conservação').selectOption('Seminovo');
  await page.getByLabel('Preço (R$)').fill('250000');
  await page.getByLabel('Estado', { exact: true }).selectOption('SP');
  await page.getByLabel('Cidade').fill(cidade);
  await page.getByLabel('Descrição').fill('Tomógrafo com manutenção preventiva em dia, 3 anos de uso.');
  await page.getByLabel('Mostrar botão de WhatsApp').check();
  await page.getByLabel('Adicionar fotos').setInputFiles([
    { name: 'frente.png', mimeType: 'image/png', buffer: makeNoisePng(1600, 1200) },
    { name: 'lado.png', mimeType: 'image/png', buffer: makeNoisePng(400, 300) },
    { name: 'painel.png', mimeType: 'image/png', buffer: makeNoisePng(300, 400) },
  ]);
  await expect(page.getByRole('button', { name: /^Remover / })).toHaveCount(3);
  await noSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('anuncio-form-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Enviar para moderação' }).click();
  await expect(page).toHaveURL(/\/meus-anuncios$/);
  const mine = page.getByRole('listitem').filter({ hasText: titulo });
  await expect(mine).toContainText('Em moderação');

  // Not public until approved.
  const before = await request.get(`/api/v1/anuncios?cidade=${encodeURIComponent(cidade)}`);
  expect((await before.json()).total).toBe(0);

  // The administrator approves it from the queue.
  await ensureAdminPassword(request);
  const adminContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const admin = await adminContext.newPage();
  await login(admin, E2E_ADMIN.email, E2E_ADMIN_PASSWORD);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/anuncios');
  const queued = admin.getByRole('listitem').filter({ hasText: titulo });
  await expect(queued.locator('img')).toHaveCount(3);
  await admin.screenshot({ path: testInfo.outputPath('admin-anuncios-375.png'), fullPage: true });
  await queued.getByRole('button', { name: 'Aprovar' }).click();
  await expect(toasts(admin).filter({ hasText: 'Anúncio aprovado' })).toBeVisible();
  await adminContext.close();

  // Another clinic finds it by the filters, opens it and sends a message.
  const buyerContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const buyerPage = await buyerContext.newPage();
  await openSignedIn(buyerPage, buyer, 'clinica', '/classificados?tipo=venda');
  await buyerPage.getByLabel('Categoria').selectOption('Tomógrafo (CBCT)');
  await buyerPage.getByLabel('Cidade').fill(cidade);
  await buyerPage.getByRole('button', { name: 'Filtrar' }).click();
  await expect(buyerPage).toHaveURL(/categorias=Tom/);
  const card = buyerPage.getByRole('link', { name: titulo });
  await expect(card).toBeVisible();
  await expect(buyerPage.getByText('R$ 250.000,00')).toBeVisible();
  await noSideScroll(buyerPage);
  await expectNoAxeViolations(buyerPage);
  await buyerPage.screenshot({ path: testInfo.outputPath('classificados-375.png'), fullPage: true });
  await card.click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: /^Ver foto/ })).toHaveCount(3);
  await expect(buyerPage.getByText(/Membro desde/)).toBeVisible();
  await expect(buyerPage.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/55\d{10,11}\?text=/,
  );
  await noSideScroll(buyerPage);
  await expectNoAxeViolations(buyerPage);
  await buyerPage.screenshot({ path: testInfo.outputPath('anuncio-375.png'), fullPage: true });
  const since = Date.now();
  await buyerPage.getByRole('button', { name: 'Enviar mensagem' }).click();
  const dialog = buyerPage.getByRole('dialog');
  await dialog.getByLabel('Mensagem').fill(`Tenho interesse no tomógrafo ${RUN}. Aceita visita?`);
  await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(toasts(buyerPage).filter({ hasText: 'Mensagem enviada ao anunciante.' })).toBeVisible();

  // The same pages at 1366 px.
  await buyerPage.setViewportSize({ width: 1366, height: 900 });
  await buyerPage.screenshot({ path: testInfo.outputPath('anuncio-1366.png'), fullPage: true });
  await buyerPage.goto(`/classificados?cidade=${encodeURIComponent(cidade)}`);
  await expect(buyerPage.getByRole('link', { name: titulo })).toBeVisible();
  await buyerPage.screenshot({ path: testInfo.outputPath('classificados-1366.png'), fullPage: true });
  await buyerContext.close();

  // The seller gets the e-mail (Reply-To the buyer) and marks the ad sold.
  const mail = await readMailTo(seller.email, since, `Tenho interesse no tomógrafo ${RUN}`);
  expect(mail).toMatch(new RegExp(`Reply-To: ${buyer.email.replace(/[.+]/g, '\\$&')}`, 'i'));
  await page.goto('/meus-anuncios');
  await expect(mine).toContainText('Publicado');
  await expect(mine).toContainText('1 mensagem');
  await mine.getByRole('button', { name: 'Marcar como vendido' }).click();
  await expect(mine).toContainText('Vendido');
  await noSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('meus-anuncios-375.png'), fullPage: true });
  const after = await request.get(`/api/v1/anuncios?cidade=${encodeURIComponent(cidade)}`);
  expect((await after.json()).total).toBe(0);
});
