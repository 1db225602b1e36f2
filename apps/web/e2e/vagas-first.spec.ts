import { expect, test } from '@playwright/test';
import { createClinicAccount, RUN } from './fixtures/candidates';
import { firstPosting, postingsList, postOpenVaga, topOnPage } from './fixtures/vagas-first';

// Issue 28, items 3 and 4 at 1366 × 768: /vagas shows its open postings early, and the VAGAS
// menu's job titles open the list filtered by their professions.

const menu = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Menu principal' });

test('the first open posting of /vagas begins within the first two screens', async ({
  page,
  request,
}, testInfo) => {
  const clinic = await createClinicAccount(request);
  await postOpenVaga(request, clinic, 'Recepcionista', `Recepcionista para a lista ${RUN}`);
  await page.goto('/vagas');
  await expect(firstPosting(page)).toBeVisible();
  expect(await topOnPage(firstPosting(page))).toBeLessThanOrEqual(2 * 768);
  await page.screenshot({
    path: testInfo.outputPath('vagas-1366.png'),
    fullPage: true,
    clip: { x: 0, y: 0, width: 1366, height: 1536 },
  });
});

test("the menu's job titles open /vagas filtered by their professions", async ({
  page,
  request,
}, testInfo) => {
  const clinic = await createClinicAccount(request);
  const titulo = `TSB do menu ${RUN}`;
  await postOpenVaga(request, clinic, 'TSB', titulo);
  await page.goto('/home');
  await menu(page)
    .getByRole('button', { name: /^Vagas/ })
    .click();
  await page.screenshot({ path: testInfo.outputPath('menu-vagas-1366.png') });
  await menu(page).getByRole('link', { name: 'TSB', exact: true }).click();
  await expect(page).toHaveURL(/\/vagas\?tipos_profissao=TSB$/);
  await expect(postingsList(page).getByRole('button', { name: /^Profissão/ })).toContainText('TSB');
  await expect(firstPosting(page)).toContainText('TSB');
  expect(await topOnPage(firstPosting(page))).toBeLessThanOrEqual(2 * 768);
  const slides = page.getByRole('region', { name: 'Funções em destaque' });
  await expect(slides.getByRole('group', { name: '1 de 5', includeHidden: true })).toContainText('TSB');
  await page.screenshot({
    path: testInfo.outputPath('vagas-tsb-1366.png'),
    fullPage: true,
    clip: { x: 0, y: 0, width: 1366, height: 1536 },
  });

  // 'Técnico e Tecnólogo de Radiologia' is two professions of the API's filter.
  await menu(page)
    .getByRole('button', { name: /^Vagas/ })
    .click();
  await menu(page).getByRole('link', { name: 'Técnico e Tecnólogo de Radiologia', exact: true }).click();
  await expect(page).toHaveURL(/\/vagas\?tipos_profissao=Tecn%C3%B3logo&tipos_profissao=T%C3%A9cnico$/);
  await expect(postingsList(page).getByRole('button', { name: /^Profissão/ })).toContainText(
    'Tecnólogo, Técnico',
  );
});
