import { expect, test } from '@playwright/test';
import { main, openPage, stubYouTube } from './fixtures/public-pages';

// The company facts and videos of the server configuration (issue 25 item 16), as playwright.config.ts
// sets them: SITE_CNPJ and SITE_VIDEO_URL set, SITE_VIDEO_URL_SERVICOS not. A video that is not
// configured shows its poster alone, never a player of a made-up video.

test('the footer shows the legal name with the configured CNPJ, as the Terms announce', async ({ page }) => {
  await openPage(page, '/termodeuso');
  await expect(page.getByRole('contentinfo')).toContainText(
    'RX Odonto Consultoria e Treinamentos Ltda. · CNPJ 12.345.678/0001-95 · Todos os direitos reservados.',
  );
  await expect(main(page)).toContainText('inscrita no CNPJ sob o nº 12.345.678/0001-95');
});

test('the configured video (SITE_VIDEO_URL) plays on /quemsomos from youtube-nocookie.com', async ({
  page,
}) => {
  const youtube = await stubYouTube(page);
  await openPage(page, '/quemsomos');
  const area = page.getByRole('region', { name: 'Nossa história' });
  await area.getByRole('button', { name: 'Assistir ao vídeo: Conheça a RX Odonto' }).click();
  const player = area.locator('iframe');
  await expect(player).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&autoplay=1',
  );
  await expect(player).toHaveAttribute('title', 'Vídeo do YouTube: Conheça a RX Odonto');
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
  expect(youtube.every((url) => !url.includes('M7lc1UVf-VE'))).toBe(true);
});

test('a video that is not configured (SITE_VIDEO_URL_SERVICOS) shows its poster, with nothing to play', async ({
  page,
}) => {
  const youtube = await stubYouTube(page);
  // openPage waits for the site configuration: the answer is in, not merely pending.
  await openPage(page, '/servicos');
  const area = page.getByRole('region', { name: 'Veja como trabalhamos' });
  await area.scrollIntoViewIfNeeded();
  const poster = area.locator('img');
  await expect(poster).toBeVisible();
  await expect(poster).toHaveAttribute('src', '/images/video-capa-servicos.svg');
  expect(await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(area.getByRole('button')).toHaveCount(0);
  await expect(area.getByText(/Assistir ao vídeo/)).toHaveCount(0);
  await poster.click();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);
});
