import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/accounts';
import {
  accessDialog,
  cards,
  createClinicAccount,
  createListedCandidate,
  openSignedIn,
  RUN,
  removeCreatedCandidates,
  tryToScroll,
} from './fixtures/candidates';

// The candidate list and profile at 375 px: a 'Filtros (n)' button (the filters open in a dialog)
// above one column of cards, nothing wider than the screen. These tests list candidates of states no other spec uses (RR, SE).

test.describe.configure({ timeout: 60_000 });
test.afterEach(({ request }) => removeCreatedCandidates(request));

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a clinic filters and opens a profile on a phone', async ({ page, request }) => {
  test.setTimeout(60_000);
  const clinic = await createClinicAccount(request);
  const first = await createListedCandidate(request, {
    nome: `Lia Celular ${RUN}`,
    profession: 'Técnico',
    estado: 'RR',
    cidade: 'Boa Vista',
  });
  const second = await createListedCandidate(request, {
    nome: `Leo Celular ${RUN}`,
    profession: 'Técnico',
    estado: 'RR',
    cidade: 'Boa Vista',
    portfolioName: `portfolio-leo-${RUN}.pdf`,
  });

  await openSignedIn(page, clinic, 'clinica', '/candidatos');
  // The filters do not fill the first screen: one button opens them.
  await expect(page.getByRole('button', { name: 'Aplicar filtros' })).toBeHidden();
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  await sheet.getByRole('button', { name: /^Estado / }).click();
  await sheet.getByRole('checkbox', { name: 'RR', exact: true }).check();
  await sheet.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/candidatos\?estados=RR$/);
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 candidatos' })).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText([second.nome, first.nome]);

  // The button sits above the grid; the cards take one column.
  // Measured together (the results heading scrolls into view after 'Aplicar filtros').
  const boxes = await page.evaluate(() =>
    [
      [...document.querySelectorAll('main button')].find((b) => b.textContent === 'Filtros (1)'),
      ...document.querySelectorAll('main article'),
    ].map((el) => {
      const rect = el?.getBoundingClientRect();
      return rect ? { x: rect.x, y: rect.y, bottom: rect.bottom, width: rect.width } : null;
    }),
  );
  const [panel, a, b] = boxes;
  expect(panel && a && b).toBeTruthy();
  if (panel && a && b) {
    expect(panel.bottom).toBeLessThanOrEqual(a.y);
    expect(Math.abs(a.x - b.x)).toBeLessThan(1);
    expect(b.y).toBeGreaterThanOrEqual(a.bottom);
    expect(a.width).toBeGreaterThan(300);
  }
  expect(await noHorizontalScroll(page)).toBe(true);
  await expectNoAxeViolations(page);

  await cards(page).filter({ hasText: second.nome }).getByRole('link', { name: 'Veja Mais' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.nome);
  await expect(page.getByText('1 visualização', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Endereço' })).toContainText('Boa Vista');
  expect(await noHorizontalScroll(page)).toBe(true);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar Portfólio' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(second.portfolio?.name);
  expect((await readFile(await download.path())).equals(second.portfolio?.bytes ?? Buffer.alloc(0))).toBe(
    true,
  );
});

test('the overlay fits a phone and locks the page', async ({ page }) => {
  await page.goto('/candidatos');
  const dialog = accessDialog(page);
  await expect(dialog).toContainText('Você precisa estar logado para acessar esta página.');
  for (const name of ['Fazer login', 'Cadastrar-se', 'Voltar à Home']) {
    await expect(dialog.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
  }
  expect(await tryToScroll(page)).toBe(0);
  expect(await noHorizontalScroll(page)).toBe(true);
  await dialog.getByRole('link', { name: 'Fazer login' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcandidatos$/);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('a clinic with a filter of no match sees the empty text', async ({ page, request }) => {
  const clinic = await createClinicAccount(request);
  await createListedCandidate(request, { nome: `Nina Sergipe ${RUN}`, profession: 'TSB', estado: 'SE' });
  await openSignedIn(page, clinic, 'clinica', '/candidatos?estados=SE&tipos_profissao=Recepcionista');
  await expect(page.getByText('Nenhum candidato encontrado com os filtros selecionados.')).toBeVisible();
  await page.getByRole('button', { name: 'Filtros (2)' }).click();
  await page.getByRole('dialog', { name: 'Filtros' }).getByRole('button', { name: 'Limpar' }).click();
  await expect(page).toHaveURL(/\/candidatos$/);
  await expect(page.getByText('Nenhum candidato encontrado com os filtros selecionados.')).toHaveCount(0);
});
