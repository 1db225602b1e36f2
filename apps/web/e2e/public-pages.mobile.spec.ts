import { expect, test } from '@playwright/test';
import {
  expectMeetingLinks,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectScrolledTo,
  main,
  openPage,
  PUBLIC_PAGES,
  stubYouTube,
} from './fixtures/public-pages';

// The public pages of issue 7 at 375 px: no horizontal scrolling, an axe check per page, the
// section scrolls with the mobile offset, the carousels, the video facade and the WhatsApp links.

test.describe('every public page at 375 px', () => {
  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`${path}: fits the width and has no axe violation`, async ({ page }) => {
      await openPage(page, path);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(h1);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });
  }
});

test('/quemsomos/missao scrolls to the mission section, 110 px below the top', async ({ page }) => {
  await openPage(page, '/quemsomos/missao');
  await expectScrolledTo(page, page.locator('#missao'), 110);
  await expect(main(page).getByRole('heading', { name: 'Missão, Visão e Valores' })).toBeInViewport();
  await expectMeetingLinks(page, 2);
});

test('/servicos/7 scrolls to block 7, 50 px below the top', async ({ page }) => {
  await openPage(page, '/servicos/7');
  await expectScrolledTo(page, page.locator('[id="7"]'), 50);
  await expect(main(page).getByText('Serviço 7 de 14')).toBeInViewport();
});

test('the services carousel moves with its buttons', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/home');
  const services = page.getByRole('region', { name: 'Serviços em destaque' });
  await services.scrollIntoViewIfNeeded();
  const dot = (n: number) => services.getByRole('button', { name: `Ir para o slide ${n} de 3` });
  await services.getByRole('button', { name: 'Próximo slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(services.getByRole('heading', { name: 'Treinamentos' })).toBeInViewport();
  await services.getByRole('button', { name: 'Slide anterior' }).tap();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await expect(services.getByRole('heading', { name: 'Gestão e estratégia' })).toBeInViewport();
});

test('the video player loads only after the tap', async ({ page }) => {
  const youtube = await stubYouTube(page);
  await openPage(page, '/quemsomos');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);
  await main(page).getByRole('button', { name: 'Assistir ao vídeo: Conheça a RX Odonto' }).tap();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  await expect(page.locator('iframe')).toHaveAttribute('title', /Conheça a RX Odonto/);
});

test('/vagas calls lead to the résumé sign-up and to the candidate list', async ({ page }) => {
  await openPage(page, '/vagas');
  await expect(main(page).getByRole('link', { name: 'Crie seu currículo' })).toHaveAttribute(
    'href',
    '/cadastrar/candidato',
  );
  await expect(main(page).getByRole('link', { name: 'Ache profissionais' })).toHaveAttribute(
    'href',
    '/candidatos',
  );
  await expectNoHorizontalOverflow(page);
});
