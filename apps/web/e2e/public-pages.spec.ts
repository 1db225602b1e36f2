import { expect, type Page, test } from '@playwright/test';
import {
  expectMeetingLinks,
  expectNoAxeViolations,
  expectScrolledTo,
  main,
  openPage,
  PUBLIC_PAGES,
  stubYouTube,
  WHATSAPP_PREFIX,
} from './fixtures/public-pages';

// The public pages of spec 1 sections 1-2 (issue 7) at 1366 px: texts, links, section scrolls,
// carousels by keyboard, the video facade, the WhatsApp links and an axe check per page.

const linkIn = (page: Page, name: string | RegExp) => main(page).getByRole('link', { name });

test.describe('every public page', () => {
  for (const { path, title, h1 } of PUBLIC_PAGES) {
    test(`${path}: one h1, its title and description, no axe violation`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(60);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('/home', () => {
  test('shows the banners, about, services, jobs, sign-up, testimonials and classifieds sections', async ({
    page,
  }) => {
    await openPage(page, '/home');
    const banners = page.getByRole('region', { name: 'Destaques' });
    await expect(banners).toHaveAttribute('aria-roledescription', 'carrossel');
    await expect(banners.getByRole('group', { includeHidden: true })).toHaveCount(3);
    await expect(banners.locator('img')).toHaveCount(3);

    await expect(main(page).getByRole('heading', { name: 'Quem somos' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Serviços em destaque' }).getByRole('group', { includeHidden: true }),
    ).toHaveCount(3);
    await expect(linkIn(page, 'Ver todos os serviços')).toHaveAttribute('href', '/servicos');
    await expect(linkIn(page, 'Diagnóstico 360')).toHaveAttribute('href', '/servicos/1');
    await expect(
      page
        .locator('section[aria-labelledby="home-servicos"]')
        .getByRole('button', { name: 'Solicitar proposta' }),
    ).toBeVisible();

    await expect(main(page).getByRole('heading', { name: 'Vagas na radiologia odontológica' })).toBeVisible();
    await expect(linkIn(page, 'Ver vagas')).toHaveAttribute('href', '/vagas');
    await expect(linkIn(page, 'Cadastrar como candidato')).toHaveAttribute('href', '/cadastrar/candidato');
    await expect(linkIn(page, 'Cadastrar minha clínica')).toHaveAttribute('href', '/cadastrar/clinica');

    const testimonials = page.getByRole('region', { name: 'O que dizem sobre nós' });
    await expect(testimonials.getByRole('listitem')).toHaveCount(4);
    await expect(testimonials).toContainText('Mariana');
    await expect(testimonials).toContainText('Técnica em Saúde Bucal · Curitiba (PR)');

    const classifieds = page.getByRole('region', { name: 'Classificados de equipamentos' });
    await expect(classifieds).not.toContainText('Em breve');
    await expect(classifieds.getByRole('link', { name: /Ver anúncios/ })).toHaveAttribute(
      'href',
      '/classificados',
    );
  });

  test('the banner carousel moves with the keyboard and marks the current dot', async ({ page }) => {
    // No autoplay (reduced motion), so only the keys move the slides.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/home');
    const banners = page.getByRole('region', { name: 'Destaques' });
    const dot = (n: number) => banners.getByRole('button', { name: `Ir para o slide ${n} de 3` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    await banners.getByRole('button', { name: 'Próximo slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(1)).not.toHaveAttribute('aria-current', 'true');
    await expect(banners.getByText('Exames 2D e 3D com qualidade de referência')).toBeInViewport();

    await page.keyboard.press('Space');
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Enter');
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    await banners.getByRole('button', { name: 'Slide anterior' }).focus();
    await page.keyboard.press('Enter');
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(banners.getByText('A equipe certa para a sua clínica')).toBeInViewport();

    await dot(2).focus();
    await page.keyboard.press('Enter');
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    // Only the current slide can be reached: the others are inert.
    await expect(banners.getByRole('link', { name: 'Ver treinamentos' })).toBeVisible();
    const slide = (n: number) => banners.getByRole('group', { name: `${n} de 3`, includeHidden: true });
    await expect(slide(2)).not.toHaveAttribute('inert');
    await expect(slide(1)).toHaveAttribute('inert', '');
    await expect(slide(3)).toHaveAttribute('inert', '');
  });

  test('the autoplay can be paused, and is off when reduced motion is asked', async ({ page }) => {
    await openPage(page, '/home');
    const banners = page.getByRole('region', { name: 'Destaques' });
    await banners.getByRole('button', { name: 'Pausar a troca automática' }).click();
    await expect(banners.getByRole('button', { name: 'Retomar a troca automática' })).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Destaques' }).getByRole('button', { name: 'Próximo slide' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /troca automática/ })).toHaveCount(0);
  });

  test('the autoplay turns the banner by itself after 7 seconds', async ({ page }) => {
    await openPage(page, '/home');
    const banners = page.getByRole('region', { name: 'Destaques' });
    const dot = (n: number) => banners.getByRole('button', { name: `Ir para o slide ${n} de 3` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    // The pointer stays away from the carousel (hovering pauses it).
    await page.mouse.move(5, 700);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 12_000 });
    await expect(banners.getByText('Exames 2D e 3D com qualidade de referência')).toBeInViewport();
  });

  test('the first drag on an untouched carousel turns the slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/home');
    const banners = page.getByRole('region', { name: 'Destaques' });
    const box = await banners.getByRole('group', { name: '1 de 3' }).boundingBox();
    if (!box) throw new Error('the first slide has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect(banners.getByRole('button', { name: 'Ir para o slide 2 de 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('the video loads its player only after the click', async ({ page }) => {
    const youtube = await stubYouTube(page);
    await openPage(page, '/home');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(youtube).toEqual([]);

    await main(page).getByRole('button', { name: 'Assistir ao vídeo: Conheça a RX Odonto' }).click();
    const player = page.locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('title', 'Vídeo do YouTube: Conheça a RX Odonto');
    // SITE_VIDEO_URL of playwright.config.ts, on the privacy-enhanced domain.
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&autoplay=1',
    );
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
  });
});

test.describe('/quemsomos', () => {
  test('shows founders, mission, vision, values and the meeting buttons', async ({ page }) => {
    await openPage(page, '/quemsomos');
    for (const name of ['Dra. Helena Duarte', 'Rafael Moreira']) {
      await expect(main(page).getByRole('heading', { name, level: 3 })).toBeVisible();
    }
    for (const name of ['Missão, Visão e Valores', 'Nossos fundadores']) {
      await expect(main(page).getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    for (const name of ['Missão', 'Visão', 'Valores']) {
      await expect(main(page).getByRole('heading', { name, exact: true, level: 3 })).toBeVisible();
    }
    await expect(main(page).getByText('Ética e transparência')).toBeVisible();
    await expect(page.locator('#quemsomo')).toBeInViewport();
    await expectMeetingLinks(page, 2);
  });

  test('/quemsomos/missao smooth-scrolls to the mission section, 150 px below the top', async ({ page }) => {
    await openPage(page, '/quemsomos/missao');
    await expectScrolledTo(page, page.locator('#missao'), 150);
    await expect(main(page).getByRole('heading', { name: 'Missão, Visão e Valores' })).toBeInViewport();
  });

  test('/quemsomos/quemsomos stays at the top section', async ({ page }) => {
    await openPage(page, '/quemsomos/quemsomos');
    await page.waitForTimeout(600);
    await expect(page.locator('#quemsomo')).toBeInViewport();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Quem somos' })).toBeInViewport();
  });
});

test.describe('/servicos', () => {
  test('shows the intro and the 14 numbered blocks, alternating, with the meeting button and video', async ({
    page,
  }) => {
    await openPage(page, '/servicos');
    await expect(main(page).getByRole('heading', { name: 'Como trabalhamos', exact: true })).toBeVisible();
    for (let id = 1; id <= 14; id++) {
      const block = page.locator(`[id="${id}"]`);
      await expect(block.getByRole('heading', { level: 2 })).toHaveCount(1);
      await expect(block).toContainText(`Serviço ${id} de 14`);
      // Each service offers a proposal request beside its meeting button.
      await expect(block.getByRole('button', { name: 'Solicitar proposta' })).toBeVisible();
      await expect(block.getByRole('link', { name: /Agende uma reunião/ })).toHaveAttribute(
        'href',
        new RegExp(`^${WHATSAPP_PREFIX}\\?text=.+`),
      );
    }
    await expect(page.locator('[id="1"]')).toContainText('Diagnóstico 360');
    await expect(page.locator('[id="14"]')).toContainText('Organização de eventos e palestras');
    const imageLeft = async (id: number) =>
      page.locator(`[id="${id}"]`).evaluate((block) => {
        const image = block.querySelector('img')?.getBoundingClientRect();
        const heading = block.querySelector('h2')?.getBoundingClientRect();
        return (image?.left ?? 0) < (heading?.left ?? 0);
      });
    expect([await imageLeft(1), await imageLeft(2), await imageLeft(3)]).toEqual([true, false, true]);
    await expectMeetingLinks(page, 16);
    // SITE_VIDEO_URL_SERVICOS is not set: the poster alone (site-facts.spec.ts).
    await expect(page.getByRole('region', { name: 'Veja como trabalhamos' }).locator('img')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('/servicos/7 scrolls to block 7, 50 px below the top', async ({ page }) => {
    await openPage(page, '/servicos/7');
    await expectScrolledTo(page, page.locator('[id="7"]'), 50);
    await expect(
      main(page).getByRole('heading', { name: 'Assessoria burocrática para abertura de clínica' }),
    ).toBeInViewport({ ratio: 1 });
  });

  test('the numbered shortcuts scroll to their block', async ({ page }) => {
    await openPage(page, '/servicos');
    await main(page)
      .getByRole('navigation', { name: 'Serviços' })
      .getByRole('link', { name: /Auditoria técnica/ })
      .click();
    await expect(page).toHaveURL(/\/servicos\/13$/);
    await expectScrolledTo(page, page.locator('[id="13"]'), 50);
  });
});

test.describe('/vagas', () => {
  test('shows the 5 banners, the five job titles and the calls for candidates and clinics', async ({
    page,
  }) => {
    await openPage(page, '/vagas');
    const banners = page.getByRole('region', { name: 'Funções em destaque' });
    await expect(banners.getByRole('group', { includeHidden: true })).toHaveCount(5);
    await expect(banners.locator('img')).toHaveCount(5);
    for (const title of [
      'Dentista Radiologista',
      'TSB',
      'ASB',
      'Técnico e Tecnólogo de Radiologia',
      'Recepcionista',
    ]) {
      await expect(main(page).getByRole('heading', { name: title, exact: true, level: 3 })).toBeVisible();
    }
    await expect(main(page).getByText('O que faz').first()).toBeVisible();
    await expect(linkIn(page, 'Crie seu currículo')).toHaveAttribute('href', '/cadastrar/candidato');
    await expect(linkIn(page, 'Ache profissionais')).toHaveAttribute('href', '/candidatos');
  });

  test('a banner link leads to the role and the call leads to the sign-up', async ({ page }) => {
    await openPage(page, '/vagas');
    // Late in the suite the list holds many postings whose pictures load after the page: a scroll
    // taken before they settle can end above the card once they push it down (failed 2 of 3 CI
    // runs, never alone). The link is followed once the page has loaded what it shows.
    await page.waitForLoadState('networkidle');
    await linkIn(page, 'Saiba mais sobre Dentista Radiologista').click();
    await expect(page.locator('#dentista-radiologista')).toBeInViewport();
    await linkIn(page, 'Crie seu currículo').click();
    await expect(page).toHaveURL(/\/cadastrar\/candidato$/);
  });
});

test.describe('coming soon', () => {
  test('/blog: the articles, no longer Em breve, with the feed', async ({ page }) => {
    await openPage(page, '/blog');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(main(page).getByText('Em breve', { exact: true })).toHaveCount(0);
    await expect(linkIn(page, /Assinar o feed/)).toHaveAttribute('href', '/blog/feed.xml');
  });
});

test.describe('legal pages', () => {
  test('/termodeuso states the age rule and links the privacy policy', async ({ page }) => {
    await openPage(page, '/termodeuso');
    await expect(main(page)).toContainText('maiores de 18 (dezoito) anos');
    await expect(main(page)).toContainText(
      'autorização e sob a supervisão de seus pais ou responsáveis legais',
    );
    await expect(main(page)).toContainText('RX Odonto Consultoria e Treinamentos Ltda.');
    await expect(linkIn(page, 'Política de Privacidade').first()).toHaveAttribute(
      'href',
      '/politicaprivacidade',
    );
  });

  test('/politicaprivacidade names the controller from configuration and the LGPD rights', async ({
    page,
  }) => {
    await openPage(page, '/politicaprivacidade');
    const text = main(page);
    await expect(text).toContainText('Versão 2026-11-22');
    await expect(text).toContainText(
      'RX Odonto Consultoria e Treinamentos Ltda., inscrita no CNPJ sob o nº 12.345.678/0001-95',
    );
    await expect(text.getByRole('link', { name: 'contato@rxodonto.com.br' }).first()).toHaveAttribute(
      'href',
      'mailto:contato@rxodonto.com.br',
    );
    for (const words of [
      'Lei nº 13.709/2018',
      'art. 18',
      'Baixar meus dados',
      'Deletar conta',
      'Encarregado',
      'art. 7º',
    ]) {
      await expect(text).toContainText(words);
    }
    await expect(text.getByRole('link', { name: 'Meu Perfil' }).first()).toHaveAttribute('href', '/perfil2');
    await text
      .getByRole('navigation', { name: 'Nesta página' })
      .getByRole('link', { name: /Os seus direitos/ })
      .click();
    await expect(page.locator('#direitos')).toBeInViewport();
  });
});
