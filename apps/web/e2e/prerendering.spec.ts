import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from './fixtures/public-pages';

// The public pages are prerendered at build time (apps/web/scripts/prerender.mjs): the HTML the
// server answers already holds the page's text, <title> and meta description, for crawlers and
// for visitors without JavaScript.

const decode = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

test.describe('served HTML, without running JavaScript', () => {
  for (const { path, title, h1 } of PUBLIC_PAGES) {
    test(`${path} holds its h1, title and description`, async ({ request }) => {
      const res = await request.get(path, { headers: { accept: 'text/html' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-cache');
      const html = await res.text();
      expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toBe(title);
      const description = decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
      expect(description.length).toBeGreaterThan(60);
      const headings = [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)].map((m) =>
        decode((m[1] ?? '').replace(/<[^>]+>/g, '')),
      );
      expect(headings).toHaveLength(1);
      expect(headings[0]).toMatch(typeof h1 === 'string' ? new RegExp(`^${h1}$`) : h1);
      // The page reads without JavaScript: no "Ative o JavaScript" line under its footer.
      expect(html).not.toContain('Ative o JavaScript');
    });
  }

  test('/servicos names every service, inlines its styles and preloads its page chunk', async ({
    request,
  }) => {
    const html = await (await request.get('/servicos')).text();
    expect(html).toContain('Diagnóstico 360');
    expect(html).toMatch(/<style>[^<]*\.text-navy\b/);
    expect(html).not.toContain('rel="stylesheet"');
    // The page's chunks are preloaded only once the page is painted (src/main.tsx).
    const deferred = html.match(/<template id="deferred-preloads">([\s\S]*?)<\/template>/)?.[1] ?? '';
    expect(deferred).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/services-page-[\w-]+\.js">/,
    );
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/images\/banner-servicos\.svg" fetchPriority="high"\/>/,
    );
  });

  test('a path that is not prerendered still gets the app shell', async ({ request }) => {
    const html = await (await request.get('/perfil2', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<noscript>Ative o JavaScript para usar o site RX Odonto.</noscript>');
  });
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('/servicos reads in full, with its menu and footer links', async ({ page }) => {
    await page.goto('/servicos');
    await expect(page).toHaveTitle('Serviços | RX Odonto');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Consultoria completa/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Diagnóstico 360' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Termos de Uso' }).last()).toHaveAttribute(
      'href',
      '/termodeuso',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' }).first()).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

test('a prerendered page becomes interactive and shows the stored session', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => localStorage.setItem('auth_token', 'token-de-teste'));
  await page.goto('/vagas');
  await expect(page.getByRole('contentinfo').getByText('contato@rxodonto.com.br')).toBeVisible();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /PERFIL/ })
      .first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a menu button clicked before the app has hydrated opens its menu once it has', async ({ page }) => {
  // Hold the app's code back so the click lands on the prerendered HTML.
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/home');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: /^Vagas/ }).click();
  await expect(menu.getByRole('link', { name: 'ASB' })).toBeVisible({ timeout: 10_000 });
});
