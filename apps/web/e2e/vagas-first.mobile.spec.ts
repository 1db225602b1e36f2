import { expect, test } from '@playwright/test';
import { createClinicAccount, RUN } from './fixtures/candidates';
import { openAsCandidate, publishedCandidate } from './fixtures/profile';
import { firstPosting, postingsList, postOpenVaga, topOnPage } from './fixtures/vagas-first';

// Issue 28, items 3 and 4 on a phone (375 × 812): /vagas shows its open postings within the first
// two screens, a profession's list comes first, and the menu's job titles open that list.

const TWO_SCREENS = 2 * 812;
const hamburger = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /^(Abrir|Fechar) menu$/ });

test('the first open posting of /vagas begins within the first two screens', async ({
  page,
  request,
}, testInfo) => {
  const clinic = await createClinicAccount(request);
  await postOpenVaga(request, clinic, 'ASB', `ASB para a lista ${RUN}`);
  await page.goto('/vagas');
  await expect(firstPosting(page)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await topOnPage(firstPosting(page))).toBeLessThanOrEqual(TWO_SCREENS);
  // The spec's texts stay on the page, after the list.
  const roles = page.getByRole('region', { name: 'Funções e atribuições' });
  await expect(roles.getByRole('heading', { name: 'TSB', level: 3 })).toBeAttached();
  expect(await topOnPage(roles)).toBeGreaterThan(await topOnPage(postingsList(page)));
  await page.screenshot({
    path: testInfo.outputPath('vagas-375.png'),
    fullPage: true,
    clip: { x: 0, y: 0, width: 375, height: 1624 },
  });
});

test('filtered by TSB, the TSB postings come first and the carousel opens on TSB', async ({
  page,
  request,
}, testInfo) => {
  const clinic = await createClinicAccount(request);
  await postOpenVaga(request, clinic, 'TSB', `TSB para a lista ${RUN}`);
  await page.goto('/vagas?tipos_profissao=TSB');
  await expect(firstPosting(page)).toBeVisible();
  await expect(firstPosting(page)).toContainText('TSB');
  expect(await topOnPage(firstPosting(page))).toBeLessThanOrEqual(TWO_SCREENS);
  const slides = page.getByRole('region', { name: 'Funções em destaque' });
  await expect(slides.getByRole('group', { name: '1 de 5', includeHidden: true })).toContainText('TSB');
  await page.screenshot({
    path: testInfo.outputPath('vagas-tsb-375.png'),
    fullPage: true,
    clip: { x: 0, y: 0, width: 375, height: 1624 },
  });
});

test("the mobile menu's job titles open /vagas filtered by their professions", async ({ page }, testInfo) => {
  await page.goto('/vagas');
  await hamburger(page).click();
  const nav = page.locator('#mobile-menu');
  await nav.getByRole('button', { name: /^Vagas/ }).click();
  const links: [string, string][] = [
    ['Dentista Radiologista', '/vagas?tipos_profissao=Dentista+Radiologista'],
    ['TSB', '/vagas?tipos_profissao=TSB'],
    ['ASB', '/vagas?tipos_profissao=ASB'],
    [
      'Técnico e Tecnólogo de Radiologia',
      '/vagas?tipos_profissao=Tecn%C3%B3logo&tipos_profissao=T%C3%A9cnico',
    ],
    ['Recepcionista', '/vagas?tipos_profissao=Recepcionista'],
  ];
  for (const [label, href] of links) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await page.screenshot({ path: testInfo.outputPath('menu-vagas-375.png') });
  await nav.getByRole('link', { name: 'Técnico e Tecnólogo de Radiologia', exact: true }).click();
  await expect(page).toHaveURL(/\/vagas\?tipos_profissao=Tecn%C3%B3logo&tipos_profissao=T%C3%A9cnico$/);
  await expect(nav).toBeHidden();
  // The list's filter shows both professions.
  await expect(postingsList(page).getByRole('button', { name: /^Profissão/ })).toContainText('Tecnólogo');
  await expect(postingsList(page).getByRole('button', { name: /^Profissão/ })).toContainText('Técnico');
});

test("the personal strip's 'Vagas de TSB' lands on the TSB list", async ({ page, request }) => {
  const clinic = await createClinicAccount(request);
  await postOpenVaga(request, clinic, 'TSB', `TSB da faixa pessoal ${RUN}`);
  const candidate = await publishedCandidate(request, 'TSB');
  await openAsCandidate(page, candidate, '/perfil');
  await page.goto('/home');
  await page.getByRole('region', { name: /^Olá/ }).getByRole('link', { name: 'Vagas de TSB' }).click();
  await expect(page).toHaveURL(/\/vagas\?tipos_profissao=TSB$/);
  await expect(postingsList(page).getByRole('heading', { name: 'Vagas abertas' })).toBeInViewport();
  await expect(firstPosting(page)).toContainText('TSB');
  expect(await topOnPage(firstPosting(page))).toBeLessThanOrEqual(TWO_SCREENS);
});
