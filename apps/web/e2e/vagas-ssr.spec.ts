import { expect, type Page, test } from '@playwright/test';
import { createClinicAccount, RUN } from './fixtures/candidates';

// The server-rendered data pages in Chromium: /vagas/{id} and /vagas arrive with their content,
// hydrate without a warning and without asking the API again for what the page carried.
// Postings of this spec are in AP, a state no other spec uses.

test.describe.configure({ timeout: 120_000 });

let vagaId = 0;
const title = `Técnico em radiologia SSR ${RUN}`;

test.beforeAll(async ({ request }) => {
  const clinic = await createClinicAccount(request);
  const res = await request.post('/api/v1/vagas', {
    headers: { authorization: `Bearer ${clinic.token}` },
    data: {
      titulo: title,
      tipo_profissao: 'TSB',
      descricao: 'Tomografia e panorâmica.',
      estado: 'AP',
      cidade: 'Macapá',
      tipo_contrato: 'CLT',
      jornada: 'Integral',
      salario_min: 3000,
      salario_max: 4000,
      mostrar_salario: true,
      equipamentos: [],
      softwares: [],
      registro_obrigatorio: false,
      beneficios: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  vagaId = ((await res.json()) as { id: number }).id;
});

/** Console warnings and errors, and the API calls for postings, while `path` loads and hydrates. */
async function load(page: Page, path: string) {
  const messages: string[] = [];
  const vagaCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/vagas')) vagaCalls.push(request.url());
  });
  await page.goto(path);
  // Hydrated: React has taken the server's markup over (hydrateRoot marks its container).
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    null,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  return { messages, vagaCalls };
}

test('/vagas/{id} hydrates without a warning and without fetching the posting again', async ({ page }) => {
  const { messages, vagaCalls } = await load(page, `/vagas/${vagaId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Candidatar-se' })).toHaveAttribute(
    'href',
    `/login?next=%2Fvagas%2F${vagaId}%3Fcandidatar%3D1`,
  );
  expect(messages).toEqual([]);
  expect(vagaCalls).toEqual([]);
});

test('/vagas with filters hydrates without a warning and without fetching the list again', async ({
  page,
}) => {
  const { messages, vagaCalls } = await load(page, '/vagas?tipos_profissao=TSB&estados=AP');
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/vagas/${vagaId}`);
  expect(messages).toEqual([]);
  expect(vagaCalls).toEqual([]);
});

test('/vagas/{id} without JavaScript shows the posting, at 1366 and 375 px', async ({ browser }) => {
  for (const width of [1366, 375]) {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`/vagas/${vagaId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('R$ 3.000 a R$ 4.000')).toBeVisible();
      // The footer's contacts come with the page; the shell's "Ative o JavaScript" line does not.
      await expect(page.getByRole('contentinfo').getByText('contato@rxodonto.com.br')).toBeVisible();
      await expect(page.getByText(/Ative o JavaScript/)).toHaveCount(0);
      await page.screenshot({
        path: `test-results/vagas-ssr/vaga-${width}-${javaScriptEnabled ? 'js' : 'nojs'}.png`,
        fullPage: true,
      });
      await context.close();
    }
  }
});

test('visitors in other time zones hydrate the same dates the server wrote', async ({ browser }) => {
  // Kiritimati is UTC+14 and Pago Pago UTC-11: at any hour the date in one of them differs from the
  // server's (UTC). The pages write dates in Brasília time, so the markup must not change on hydration.
  for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    for (const path of [`/vagas/${vagaId}`, '/vagas?tipos_profissao=TSB&estados=AP']) {
      const { messages } = await load(page, path);
      await expect(page.getByText(/Publicada em \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
      expect(messages, `${timezoneId} ${path}`).toEqual([]);
    }
    await context.close();
  }
});

test('without JavaScript the filters of /vagas are a plain GET form', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto('/vagas?cidade=Macap%C3%A1');
  await page.locator('details > summary').click(); // inside <noscript>, which getByText skips
  await page.getByRole('group', { name: 'Profissão' }).getByLabel('TSB').check();
  await page.getByRole('group', { name: 'Estado' }).getByLabel('AP').check();
  await page.getByRole('button', { name: 'Filtrar vagas' }).click();
  await expect(page).toHaveURL(/\/vagas\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.getAll('tipos_profissao')).toEqual(['TSB']);
  expect(params.getAll('estados')).toEqual(['AP']);
  expect(params.get('cidade')).toBe('Macapá');
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/vagas/${vagaId}`);
  // The page that answered keeps the choices checked.
  await page.locator('details > summary').click(); // inside <noscript>, which getByText skips
  await expect(page.getByRole('group', { name: 'Estado' }).getByLabel('AP')).toBeChecked();
  await page.screenshot({ path: 'test-results/vagas-ssr/filters-375-nojs.png', fullPage: true });
  await context.close();
});

test('the job pages (and the other data pages) break no rule of the site content security policy', async ({
  page,
}) => {
  // A refused eval (zod's probe for compiled parsers) is reported even when the page catches it:
  // Lighthouse counts it against best practices.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  // The blog and the classificados are rendered on the server the same way; /home is prerendered.
  for (const path of [
    `/vagas/${vagaId}`,
    '/vagas?tipos_profissao=TSB&estados=AP',
    '/blog',
    '/classificados',
    '/home',
  ]) {
    await load(page, path);
    // The list's filters and the posting's apply area parse with zod once used.
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      path,
    ).toEqual([]);
  }
});
