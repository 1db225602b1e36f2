import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/accounts';
import { type Account, createClinicAccount, openSignedIn } from './fixtures/candidates';
import { openAsCandidate, PUBLISHED, publishedCandidate } from './fixtures/profile';

// Issue 17, item 10 on a phone (375 px): the personal strip of /home for a candidate and for a
// clinic and its absence for visitors (no shift of the prerendered page), and the candidate's
// 'Ver como a clínica vê' preview without the street or the number.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const strip = (page: Page) => page.getByRole('region', { name: /^Olá/ });
const hydrated = (page: Page) =>
  expect(page.getByRole('contentinfo').getByText('contato@rxodonto.com.br')).toBeVisible();

async function postVaga(request: APIRequestContext, clinic: Account, profession: string) {
  const response = await request.post('/api/v1/vagas', {
    headers: auth(clinic.token),
    data: {
      titulo: `Vaga de ${profession} para a faixa pessoal`,
      tipo_profissao: profession,
      descricao: 'Operação de tomógrafo e panorâmico, atendimento a pacientes e organização de exames.',
      estado: 'SP',
      cidade: 'Santos',
      tipo_contrato: 'CLT',
      jornada: 'Integral',
      mostrar_salario: false,
      registro_obrigatorio: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('a candidate sees on /home that the profile is published, the views of the week and where to go', async ({
  page,
  request,
}) => {
  const candidate = await publishedCandidate(request, 'Técnico');
  const clinic = await createClinicAccount(request);
  const view = await request.post(`/api/v1/visualizacoes/visualizacoes?candidato_id=${candidate.id}`, {
    headers: auth(clinic.token),
  });
  expect(view.status()).toBe(201);

  await openAsCandidate(page, candidate, '/perfil');
  await page.goto('/home');
  const mine = strip(page);
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Olá, Ana!');
  await expect(mine).toContainText('Perfil publicado');
  await expect(mine).toContainText('1 visualização nos últimos 7 dias');
  // Above the marketing content.
  const stripBox = await mine.boundingBox();
  const heroBox = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  expect(stripBox && heroBox && stripBox.y + stripBox.height <= heroBox.y).toBe(true);
  await expectNoAxeViolations(page);

  await mine.getByRole('link', { name: 'Vagas de Técnico' }).click();
  await expect(page).toHaveURL(/\/vagas\?tipos_profissao=T%C3%A9cnico$/);
  await page.goBack();
  await strip(page).getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { name: 'Perfil publicado' })).toBeVisible();
});

test('a clinic sees its new applicants on /home and a way to /candidatos', async ({ page, request }) => {
  const clinic = await createClinicAccount(request);
  const candidate = await publishedCandidate(request, 'Técnico');
  const vaga = await postVaga(request, clinic, 'Técnico');
  const applied = await request.post(`/api/v1/vagas/${vaga}/candidaturas`, {
    headers: auth(candidate.token),
    data: {},
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await openSignedIn(page, clinic, 'clinica', '/home');
  const mine = strip(page);
  await expect(mine).toContainText(`Olá, ${clinic.nome}!`);
  await expect(mine).toContainText('1 candidatura nova nas suas vagas');
  await mine.getByRole('link', { name: 'Encontrar candidatos' }).click();
  await expect(page).toHaveURL(/\/candidatos$/);
});

test('a visitor gets /home as prerendered: no strip, nothing moves', async ({ browser, page, request }) => {
  const html = await (await request.get('/home')).text();
  expect(html).not.toContain('Olá');

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const still = await noScript.newPage();
  await still.goto('/home');
  const before = await still.getByRole('heading', { level: 1 }).first().boundingBox();
  await noScript.close();

  await page.goto('/home');
  await hydrated(page);
  await expect(strip(page)).toHaveCount(0);
  const after = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  expect(after?.y).toBe(before?.y);
});

test("'Ver como a clínica vê' shows the city and state, never the street or the number", async ({
  page,
  request,
}) => {
  const candidate = await publishedCandidate(request, 'Técnico');
  await openAsCandidate(page, candidate, '/perfil');
  await expect(page.getByRole('heading', { name: 'Perfil publicado' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The own profile keeps the whole address.
  await expect(page.getByText(PUBLISHED.endereco.logradouro)).toBeVisible();

  await page.getByRole('link', { name: 'Ver como a clínica vê' }).click();
  await expect(page).toHaveURL(new RegExp(`/perfil/${candidate.id}$`));
  await expect(page.getByText('Assim as clínicas veem o seu perfil.')).toBeVisible();
  await expectNoAxeViolations(page);
  const address = page.getByRole('region', { name: 'Endereço', exact: true });
  await expect(address).toContainText(PUBLISHED.endereco.cidade);
  await expect(address).toContainText(PUBLISHED.endereco.estado);
  const main = page.getByRole('main');
  await expect(main).not.toContainText(PUBLISHED.endereco.logradouro);
  await expect(main).not.toContainText(PUBLISHED.endereco.cep);
  await expect(main).not.toContainText(PUBLISHED.endereco.complemento);
  expect(await address.textContent()).not.toMatch(/Número|Logradouro|CEP/);

  await page.getByRole('link', { name: 'Voltar ao meu perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Perfil publicado' })).toBeVisible();
});

test('an unpublished candidate reads so on /perfil and /home, with the way to the wizard', async ({
  page,
  request,
}) => {
  const { signUpThroughApi } = await import('./fixtures/candidate-wizard');
  const candidate = await signUpThroughApi(request, 'Recepcionista');
  await openAsCandidate(page, candidate, '/perfil');
  await expect(page.getByRole('heading', { name: 'Perfil não publicado' })).toBeVisible();
  await page.goto('/home');
  const mine = strip(page);
  await expect(mine).toContainText('Perfil não publicado');
  await expect(mine.getByRole('link', { name: 'Vagas de Recepcionista' })).toHaveAttribute(
    'href',
    '/vagas?tipos_profissao=Recepcionista',
  );
  await mine.getByRole('link', { name: 'Publicar meu currículo' }).click();
  await expect(page).toHaveURL(/\/cadastrar\/curriculo$/);
});
