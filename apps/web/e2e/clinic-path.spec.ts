import { expect, test } from '@playwright/test';
import {
  cards,
  createClinicAccount,
  createListedCandidate,
  openSignedIn,
  RUN,
  removeCreatedCandidates,
} from './fixtures/candidates';
import { cutServer, OUTAGE, shot } from './fixtures/clinic-path';

// Issue 17, items 12 and 13 at 1366 px: the filter panel stays in view with the new filters (no
// 'Filtros' button), and a list that cannot reach the server says so and reads again.

test.describe.configure({ timeout: 90_000 });
test.afterEach(({ request }) => removeCreatedCandidates(request));

test('on a desktop the filters stay in view; the city filter narrows the list; an outage says what happened', async ({
  page,
  request,
}) => {
  const clinic = await createClinicAccount(request);
  const city = `Delta ${RUN}`;
  const here = await createListedCandidate(request, {
    nome: `Vera Desktop ${RUN}`,
    profession: 'TSB',
    estado: 'AP',
    cidade: city,
    experiencias: [{ cargo: 'TSB', empresa: 'Clínica X', inicio: '2024-01', trabalho_atual: true }],
  });
  await createListedCandidate(request, {
    nome: `Wagner Longe ${RUN}`,
    profession: 'TSB',
    estado: 'AP',
    cidade: `Epsilon ${RUN}`,
  });

  await openSignedIn(page, clinic, 'clinica', '/candidatos');
  const panel = page.getByRole('complementary', { name: 'Filtros' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filtros/ })).toBeHidden();
  await panel.getByRole('textbox', { name: 'Cidade' }).fill(city.toUpperCase());
  await panel.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(cards(page).getByRole('heading')).toHaveText([here.nome]);
  // Counted from the dated job (packages/shared/src/experience.ts): years and months, e.g.
  // '2 anos e 10 meses de experiência'.
  await expect(cards(page)).toContainText(/\d+ anos?( e \d+ m(ês|eses))? de experiência/);
  await shot(page, 'candidatos-desktop');

  const server = await cutServer(page);
  await page.goto(`/candidatos?cidades=${encodeURIComponent(city)}&page=1&size=10`);
  const failure = page.getByRole('alert').filter({ hasText: OUTAGE });
  await expect(failure).toBeVisible();
  await shot(page, 'outage-load-desktop');
  await server.restore();
  await failure.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(cards(page).getByRole('heading')).toHaveText([here.nome]);
});
