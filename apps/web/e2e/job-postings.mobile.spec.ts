import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/accounts';
import {
  createClinicAccount,
  createListedCandidate,
  openSignedIn,
  RUN,
  removeCreatedCandidates,
} from './fixtures/candidates';

// The job postings' pages on a phone (375 px): nothing wider than the screen, the controls usable.

test.describe.configure({ timeout: 180_000 });
test.afterEach(({ request }) => removeCreatedCandidates(request));

const noSideScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

test('the postings, a posting and Minhas vagas fit a phone', async ({ page, request }, testInfo) => {
  const clinic = await createClinicAccount(request);
  const titulo = `ASB com salário ${RUN}`;
  const created = await request.post('/api/v1/vagas', {
    headers: { Authorization: `Bearer ${clinic.token}` },
    data: {
      titulo,
      tipo_profissao: 'ASB',
      descricao: 'Apoio ao dentista, esterilização e organização do consultório.',
      estado: 'RR',
      cidade: 'Boa Vista',
      tipo_contrato: 'CLT',
      jornada: 'Integral',
      salario_min: 2200,
      salario_max: 2600,
      mostrar_salario: true,
      softwares: ['Romexis'],
      beneficios: ['Vale-transporte', 'Plano odontológico'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/vagas?estados=RR&q=${RUN}`);
  await expect(page.getByRole('link', { name: titulo })).toBeVisible();
  await page.getByRole('heading', { name: 'Vagas abertas' }).scrollIntoViewIfNeeded();
  await noSideScroll(page);
  await expectNoAxeViolations(page);
  // The state filter open on a phone: its checkboxes push the list down, within the screen.
  await page.getByRole('button', { name: /^Estado/ }).click();
  await page.getByRole('checkbox', { name: 'SP', exact: true }).check();
  await expect(page).toHaveURL(/estados=RR&estados=SP/);
  await noSideScroll(page);
  await expectNoAxeViolations(page);
  await page
    .getByRole('region', { name: 'Vagas abertas' })
    .screenshot({ path: testInfo.outputPath('vagas-filtros-375.png') });
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/vagas$/);
  await expect(page.getByRole('button', { name: /^Estado/ })).toContainText('Todos os estados');
  await expect(page.getByRole('button', { name: 'Limpar filtros' })).toHaveCount(0);
  await page.goto(`/vagas?estados=RR&q=${RUN}`);
  await expect(page.getByRole('link', { name: titulo })).toBeVisible();

  await page.getByRole('link', { name: titulo }).click();
  await expect(page).toHaveURL(new RegExp(`/vagas/${id}$`));
  await expect(page.getByRole('link', { name: 'Candidatar-se' })).toBeVisible();
  await noSideScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('vaga-375.png'), fullPage: true });

  // A candidate whose profile is not published is told so, with the wizard, on a phone too.
  const unpublished = await createListedCandidate(request, {
    nome: `Nina Nova ${RUN}`,
    profession: 'ASB',
    estado: 'RR',
    publish: false,
  });
  await openSignedIn(page, unpublished, 'candidato', `/vagas/${id}`);
  await expect(page.getByTestId('perfil-nao-publicado')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Concluir meu perfil' })).toBeVisible();
  await noSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('vaga-sem-perfil-375.png'), fullPage: true });

  // The pipeline on a phone: the groups stack, the empty steps are left out.
  const applicant = await createListedCandidate(request, {
    nome: `Caio Celular ${RUN}`,
    profession: 'ASB',
    estado: 'RR',
  });
  const applied = await request.post(`/api/v1/vagas/${id}/candidaturas`, {
    headers: { Authorization: `Bearer ${applicant.token}` },
    data: { mensagem: 'Disponível para começar já.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await openSignedIn(page, clinic, 'clinica', `/minhas-vagas/${id}`);
  await expect(page.getByRole('region', { name: 'Recebida' })).toContainText(applicant.nome);
  await expect(page.getByRole('region', { name: 'Entrevista' })).toHaveCount(0);
  await noSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('pipeline-375.png'), fullPage: true });

  await page.goto('/minhas-vagas');
  await expect(page.getByTestId('minha-vaga').filter({ hasText: titulo })).toBeVisible();
  await noSideScroll(page);
  await page.getByRole('button', { name: 'Nova vaga' }).click();
  await expect(page.getByRole('dialog', { name: 'Nova vaga' })).toBeVisible();
  await noSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('nova-vaga-375.png') });
});
