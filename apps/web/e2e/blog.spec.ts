import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, login } from './fixtures/accounts';
import { E2E_BLOG_ADMIN } from './fixtures/admin';
import { RUN } from './fixtures/candidates';
import { readResetLink } from './fixtures/outbox';

// Issue 27: the administrator writes an article in /admin/blog (cover shrunk in the browser and
// uploaded, tags, Markdown with its live preview), publishes it, and it is on /blog and at
// /blog/{slug} (server-rendered), at 1366 and 375 px; a <script> typed in the text stays text.

test.describe.configure({ timeout: 180_000 });

const SENHA = 'Editora@Forte2026';

/** Signs the blog's e2e administrator in, its password set from the link the CLI e-mailed. */
async function signInAdmin(page: Page, request: import('@playwright/test').APIRequestContext) {
  const link = await readResetLink(E2E_BLOG_ADMIN.email, 0);
  const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
  const reset = await request.post('/auth_reset/reset-password', { params: { token, nova_senha: SENHA } });
  expect(reset.status(), await reset.text()).toBe(200);
  await login(page, E2E_BLOG_ADMIN.email, SENHA);
  await expect(page).toHaveURL(/\/admin$/);
}

/** A 1600×900 PNG drawn by the browser (a photo-sized cover for the shrink step). */
async function coverPng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 900;
    const context = canvas.getContext('2d');
    if (!context) return '';
    const gradient = context.createLinearGradient(0, 0, 1600, 900);
    gradient.addColorStop(0, '#0b2545');
    gradient.addColorStop(1, '#13a3a3');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 900);
    context.fillStyle = '#ffffff';
    context.font = 'bold 96px sans-serif';
    context.fillText('Tomografia', 120, 480);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(data, 'base64');
}

test('the administrator writes, previews and publishes an article; it is on /blog', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAdmin(page, request);
  await page
    .getByRole('navigation', { name: 'Área administrativa' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo artigo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo artigo' })).toBeVisible();

  const titulo = `Protocolos de tomografia ${RUN}`;
  await page.getByLabel('Título').fill(titulo);
  // The slug follows the title.
  await expect(page.getByLabel('Endereço (slug)')).toHaveValue(
    `protocolos-de-tomografia-${RUN}`.toLowerCase(),
  );
  await page
    .getByLabel('Resumo')
    .fill('Como escolher campo de visão e resolução para cada exame de tomografia.');
  const upload = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/imagens'));
  await page.getByLabel('Escolher capa').setInputFiles({
    name: 'capa.png',
    mimeType: 'image/png',
    buffer: await coverPng(page),
  });
  expect((await upload).status()).toBe(201);
  await page
    .getByLabel('Descrição da capa (texto alternativo)')
    .fill('Tomógrafo odontológico em sala de exames');
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('tomografia');
  await tags.press('Enter');
  await page.getByLabel('Autor').fill('Dra. Carla Souza');
  await page
    .getByLabel("Serviço do botão 'Solicitar proposta'")
    .selectOption({ label: 'Auditoria técnica de exames 2D e 3D' });
  await page
    .getByLabel('Texto (Markdown)')
    .fill(
      '## Campo de visão\n\nPrefira o **menor FOV** que cobre a região.\n\n- Dose menor\n- Imagem mais nítida\n\n<script>alert(1)</script>',
    );
  // The live preview, rendered by the API as the page will be.
  const preview = page.getByTestId('previa');
  await expect(preview.getByRole('heading', { level: 2, name: 'Campo de visão' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('menor FOV');
  await expect(preview).toContainText('<script>alert(1)</script>');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('blog-editor-1366.png'), fullPage: true });

  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Artigo publicado.' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver no blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();

  // On /blog, as a visitor, at 1366 and 375 px.
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    const context = await browser.newContext({ viewport, locale: 'pt-BR' });
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visitor.goto('/blog');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const card = visitor.getByRole('link', { name: titulo });
    await expect(card).toBeVisible();
    await visitor.screenshot({
      path: testInfo.outputPath(`blog-list-${viewport.width}.png`),
      fullPage: true,
    });
    await card.click();
    await expect(visitor.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(visitor.getByText('1 min de leitura')).toBeVisible();
    await expect(
      visitor.getByRole('img', { name: 'Tomógrafo odontológico em sala de exames' }),
    ).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Solicitar proposta' })).toBeVisible();
    await expect(visitor.getByText('<script>alert(1)</script>')).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.screenshot({
      path: testInfo.outputPath(`blog-post-${viewport.width}.png`),
      fullPage: true,
    });
    // Straight to the article (server-rendered, hydrated without errors).
    await visitor.goto(visitor.url());
    await expect(visitor.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await context.close();
  }
});
