import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './fixtures/candidate-wizard';

// The shared layout of spec 1 section 2 at 1366 px: redirects, the desktop menu and its
// dropdowns, LOGIN / PERFIL, the footer with the company facts from configuration.

const menu = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Menu principal' });

test.describe('redirects', () => {
  const redirects: [string, string][] = [
    ['/', '/home'],
    ['/pagina-que-nao-existe', '/home'],
    ['/a/b/c', '/home'],
    ['/candidatos/cadastrar', '/cadastrar'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }
});

test('the header is fixed, 9vh high, with the logo to /home and a different background on home', async ({
  page,
}) => {
  await page.goto('/login');
  const header = page.locator('header').first();
  const box = await header.boundingBox();
  expect(box?.y).toBe(0);
  expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(Math.round(768 * 0.09) - 1);
  expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  const loginBackground = await header.evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.getByRole('link', { name: /página inicial/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe(loginBackground);
});

test('every dropdown opens on click and lists the spec entries with their links', async ({ page }) => {
  await page.goto('/login');
  const nav = menu(page);
  const expectations: [string, [string, string][]][] = [
    [
      'Quem somos',
      [
        ['Quem somos', '/quemsomos/quemsomos'],
        ['Missão, Visão e Valores', '/quemsomos/missao'],
        ['Blog', '/blog'],
        ['Políticas de Privacidade', '/politicaprivacidade'],
        ['Termos de Uso', '/termodeuso'],
      ],
    ],
    [
      'Vagas',
      [
        ['Dentista Radiologista', '/vagas?tipos_profissao=Dentista+Radiologista'],
        ['TSB', '/vagas?tipos_profissao=TSB'],
        ['ASB', '/vagas?tipos_profissao=ASB'],
        [
          'Técnico e Tecnólogo de Radiologia',
          '/vagas?tipos_profissao=Tecn%C3%B3logo&tipos_profissao=T%C3%A9cnico',
        ],
        ['Recepcionista', '/vagas?tipos_profissao=Recepcionista'],
      ],
    ],
    [
      'Candidatos',
      [
        ['Crie seu currículo', '/candidatos/cadastrar'],
        ['Ache profissionais', '/candidatos'],
      ],
    ],
    [
      'Classificados',
      [
        ['Quero vender', '/classificados?tipo=venda'],
        ['Quero comprar', '/classificados?tipo=compra'],
      ],
    ],
  ];
  for (const [section, entries] of expectations) {
    const toggle = nav.getByRole('button', { name: new RegExp(`^${section}`) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const [label, href] of entries) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
});

test('Serviços lists the 14 solutions, /servicos/1 to /servicos/14', async ({ page }) => {
  await page.goto('/login');
  await menu(page)
    .getByRole('button', { name: /^Serviços/ })
    .click();
  for (let i = 1; i <= 14; i++) {
    await expect(menu(page).locator(`a[href="/servicos/${i}"]`)).toBeVisible();
  }
  await menu(page).locator('a[href="/servicos/7"]').click();
  await expect(page).toHaveURL(/\/servicos\/7$/);
});

test('a dropdown opens on hover', async ({ page }) => {
  await page.goto('/login');
  const toggle = menu(page).getByRole('button', { name: /^Candidatos/ });
  await toggle.hover();
  await expect(menu(page).getByRole('link', { name: 'Ache profissionais' })).toBeVisible();
});

test('the classifieds entry no longer carries the "Em breve" badge', async ({ page }) => {
  await page.goto('/home');
  await expect(menu(page).getByRole('button', { name: /^Classificados/ })).not.toContainText('Em breve');
});

test('a visitor sees LOGIN; a session shows PERFIL with Meu Perfil and Sair, and Sair logs out', async ({
  page,
  request,
}) => {
  // A real session: a made-up token is refused by the first request of a signed-in page, which
  // ends the session (LOGIN again) before the menu could be checked.
  const session = await signUpThroughApi(request, 'ASB');
  await page.goto('/home');
  await expect(menu(page).getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
  await expect(menu(page).getByRole('button', { name: /^PERFIL/ })).toHaveCount(0);

  // A session stored by another tab is picked up on the next navigation.
  await page.evaluate(
    ({ token, id, nome }) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('usuario', JSON.stringify({ id, tipo_usuario: 'candidato', nome }));
    },
    { token: session.token, id: session.id, nome: session.data.nome },
  );
  await menu(page)
    .getByRole('button', { name: /^Vagas/ })
    .click();
  await menu(page).getByRole('link', { name: 'ASB' }).click();
  await expect(page).toHaveURL(/\/vagas\?tipos_profissao=ASB$/);
  await expect(menu(page).getByRole('link', { name: 'LOGIN' })).toHaveCount(0);

  await menu(page)
    .getByRole('button', { name: /^PERFIL/ })
    .click();
  await expect(menu(page).getByRole('link', { name: 'Meu Perfil' })).toHaveAttribute('href', '/perfil2');
  await menu(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(menu(page).getByRole('link', { name: 'LOGIN' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('usuario')]),
  ).toEqual([null, null]);
});

test('/perfil2/logout clears the session and goes home', async ({ page }) => {
  await page.goto('/home');
  await page.evaluate(() => localStorage.setItem('auth_token', 'x'));
  await page.goto('/perfil2/logout');
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('the page scrolls to the top on every route change', async ({ page }) => {
  await page.goto('/termodeuso');
  await expect(page.locator('footer')).toContainText('contato@rxodonto.com.br');
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(0);
  await page.locator('footer').getByRole('link', { name: 'Ache profissionais' }).click();
  await expect(page).toHaveURL(/\/candidatos$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer shows the configured company facts and the WhatsApp contact', async ({ page }) => {
  await page.goto('/login');
  const footer = page.locator('footer');
  await expect(footer).toContainText('RX Odonto Consultoria e Treinamentos Ltda.');
  await expect(footer).toContainText('12.345.678/0001-95');
  await expect(footer.getByRole('link', { name: /contato@rxodonto\.com\.br/ })).toHaveAttribute(
    'href',
    'mailto:contato@rxodonto.com.br',
  );
  const social = footer.locator('a[href="https://www.instagram.com/rxodonto"]');
  await expect(social).toHaveAttribute('target', '_blank');
  const whatsapp = footer.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5511912345678/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', /noopener/);

  // No internet here: answer for wa.me so the new tab's address can be read.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  const popupPromise = page.context().waitForEvent('page');
  await whatsapp.click();
  const popup = await popupPromise;
  expect(popup.url()).toContain('wa.me/5511912345678');
  await popup.close();
});

test('the footer grid has 5 columns at 1366 px', async ({ page }) => {
  await page.goto('/login');
  const columns = await page
    .locator('footer .grid')
    .first()
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(5);
});

test('the layout has no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('footer')).toContainText('contato@rxodonto.com.br');
  const results = await new AxeBuilder({ page }).include('header').include('footer').analyze();
  expect(results.violations).toEqual([]);
});

test('screenshot of the layout at 1366 px', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('footer')).toContainText('contato@rxodonto.com.br');
  await page.screenshot({ path: 'test-results/screenshots/layout-1366.png', fullPage: true });
  await expect(page.locator('header')).toBeVisible();
});
