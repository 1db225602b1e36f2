import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, fillClinicForm, newClinic } from './fixtures/accounts';
import { button, field, toasts } from './fixtures/candidate-wizard';
import {
  cards,
  createClinicAccount,
  createListedCandidate,
  openSignedIn,
  RUN,
  removeCreatedCandidates,
} from './fixtures/candidates';
import { cutServer, OUTAGE, shot } from './fixtures/clinic-path';
import { fillClinicAddress } from './fixtures/clinic-wizard';

// Issue 17, items 12 and 13 on a 375 px phone: the clinic's way from the wizard to the
// candidates, the 'Filtros (n)' dialog and its new filters, and what a save or a page says while
// the server cannot be reached. Cities and equipment are unique to the run.

test.describe.configure({ timeout: 90_000 });
test.afterEach(({ request }) => removeCreatedCandidates(request));

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Filtros' });

test('after the clinic wizard /perfil leads to the candidates; a publish without the server keeps everything', async ({
  page,
}) => {
  await page.goto('/cadastrar/clinica');
  await fillClinicForm(page, newClinic());
  await button(page, 'Cadastrar').click();
  await expect(heading(page)).toHaveText('Informações da Clínica');
  await field(page, 'Número de funcionários').fill('7');
  await fillClinicAddress(page, 'Campinas');
  await button(page, 'Prosseguir').click();
  await expect(heading(page)).toHaveText('Revise as informações da clínica antes de terminar!');

  // The server goes away: the publish says so, the button is reset, nothing typed is lost.
  const server = await cutServer(page);
  await button(page, 'Publicar').click();
  await expect(toasts(page).filter({ hasText: OUTAGE })).toBeVisible();
  await expect(page.getByText(OUTAGE, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Verifique os campos')).toHaveCount(0);
  await expect(button(page, 'Publicar')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Publicando...' })).toHaveCount(0);
  await shot(page, 'outage-wizard-mobile');
  await button(page, 'Voltar').click();
  await expect(field(page, 'Número de funcionários')).toHaveValue('7');
  await expect(field(page, 'Cidade')).toHaveValue('Campinas');
  await button(page, 'Prosseguir').click();

  // The server is back: the same tap publishes.
  await server.restore();
  await button(page, 'Publicar').click();
  await expect(page).toHaveURL(/\/perfil$/);
  const lead = page.getByRole('link', { name: 'Encontrar candidatos' });
  await expect(lead).toBeInViewport();
  await expect(page.getByText('CLÍNICA', { exact: true })).toBeVisible();
  await expect(page.getByText('CLINICA', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'perfil-clinica-mobile', true);
  await lead.click();
  await expect(page).toHaveURL(/\/candidatos$/);
  await expect(page.getByRole('heading', { name: 'Candidatos', level: 1 })).toBeVisible();
});

test("'Filtros (n)' opens the filters on a phone; city, equipment and 'outra cidade' narrow the list", async ({
  page,
  request,
}) => {
  const clinic = await createClinicAccount(request);
  const city = `Alfa ${RUN}`;
  const equipment = `Scanner${RUN}`;
  const willing = await createListedCandidate(request, {
    nome: `Rui Viajante ${RUN}`,
    profession: 'Técnico',
    estado: 'AP',
    cidade: city,
    desejaAtuarFora: 'sim',
    registro: { equipamentos_scanner: equipment },
  });
  const local = await createListedCandidate(request, {
    nome: `Sara Local ${RUN}`,
    profession: 'Técnico',
    estado: 'AP',
    cidade: city,
    desejaAtuarFora: 'não',
    experiencias: [
      { cargo: 'Técnica', empresa: 'Clínica Norte', inicio: '2018-01', fim: '2020-12' },
      { cargo: 'Técnica', empresa: 'Clínica Sul', inicio: '2020-06', fim: '2021-12' },
    ],
  });
  await createListedCandidate(request, {
    nome: `Teo Outro ${RUN}`,
    profession: 'Técnico',
    estado: 'AP',
    cidade: `Beta ${RUN}`,
    desejaAtuarFora: 'sim',
  });

  await openSignedIn(page, clinic, 'clinica', '/candidatos');
  // The first screen shows the results, not the filters.
  await expect(page.getByRole('button', { name: 'Aplicar filtros' })).toBeHidden();
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await expect(sheet(page)).toBeVisible();
  await sheet(page).getByRole('textbox', { name: 'Cidade' }).fill(city);
  await sheet(page).getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(sheet(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`cidades=Alfa\\+${RUN}`));
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText([local.nome, willing.nome]);
  // Years of experience from the dated jobs (2018-01 to 2021-12, the overlap once: 4 years).
  const localCard = cards(page).filter({ hasText: local.nome });
  await expect(localCard).toContainText('4 anos de experiência');
  await expect(cards(page).filter({ hasText: willing.nome })).toContainText(
    'Aceita trabalhar em outra cidade',
  );

  await page.getByRole('button', { name: 'Filtros (1)' }).click();
  await expect(sheet(page).getByRole('textbox', { name: 'Cidade' })).toHaveValue(city);
  await sheet(page).getByRole('switch', { name: 'Aceita trabalhar em outra cidade' }).check();
  await expectNoAxeViolations(page);
  await shot(page, 'candidatos-filtros-mobile');
  await sheet(page).getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/deseja_atuar_fora=true/);
  await expect(page.getByRole('button', { name: 'Filtros (2)' })).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText([willing.nome]);

  await page.getByRole('button', { name: 'Filtros (2)' }).click();
  await sheet(page).getByRole('switch', { name: 'Aceita trabalhar em outra cidade' }).uncheck();
  await sheet(page).getByLabel('Equipamentos e softwares').fill(equipment.toLowerCase());
  await sheet(page).getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(new RegExp(`equipamentos=${equipment.toLowerCase()}`));
  await expect(cards(page).getByRole('heading')).toHaveText([willing.nome]);

  // The URL holds the filters: a reload shows the same list and count.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filtros (2)' })).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText([willing.nome]);
  await shot(page, 'candidatos-lista-mobile', true);
});

test('a page that cannot reach the server says so and offers Tentar de novo', async ({ page, request }) => {
  const clinic = await createClinicAccount(request);
  await createListedCandidate(request, {
    nome: `Ugo Rede ${RUN}`,
    profession: 'ASB',
    estado: 'AP',
    cidade: `Gama ${RUN}`,
  });
  await openSignedIn(page, clinic, 'clinica', '/home');
  const server = await cutServer(page);
  await page.goto(`/candidatos?cidades=Gama+${RUN}`);
  const failure = page.getByRole('alert').filter({ hasText: OUTAGE });
  await expect(failure).toBeVisible();
  await expect(page.getByText('Algo deu errado.')).toHaveCount(0);
  await shot(page, 'outage-load-mobile');
  await server.restore();
  await failure.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByRole('heading', { name: '1 candidato' })).toBeVisible();
  await expect(failure).toHaveCount(0);

  // The clinic's own profile too.
  await cutServer(page);
  await page.goto('/perfil');
  await expect(page.getByRole('alert').filter({ hasText: OUTAGE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
});
