import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/accounts';
import {
  apiViewCount,
  createClinicAccount,
  createListedCandidate,
  openSignedIn,
  RUN,
  removeCreatedCandidates,
} from './fixtures/candidates';

// Issue 25 items 8 and 12 on a 375 px phone: a Dentista Radiologista applying to a TSB vaga is
// told so and may go on; the clinic opening the applicant's profile from the vaga's pipeline
// counts a view (once a day, as from /candidatos) and the profile leads back to the pipeline,
// after a reload too.

test.describe.configure({ timeout: 180_000 });
test.afterEach(({ request }) => removeCreatedCandidates(request));

const desktopShot = async (page: Page, path: string) => {
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path, fullPage: true });
  if (phone) await page.setViewportSize(phone);
};

test("an applicant of another profession is told so and applies; the clinic's view from the pipeline counts and leads back", async ({
  page,
  request,
}, testInfo) => {
  const clinic = await createClinicAccount(request);
  const titulo = `TSB para tomografia ${RUN}`;
  const created = await request.post('/api/v1/vagas', {
    headers: { Authorization: `Bearer ${clinic.token}` },
    data: {
      titulo,
      tipo_profissao: 'TSB',
      descricao: 'Operação de tomógrafo e panorâmico, atendimento a pacientes.',
      estado: 'SP',
      cidade: 'São Paulo',
      tipo_contrato: 'CLT',
      jornada: 'Integral',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: vagaId } = (await created.json()) as { id: number };
  const candidate = await createListedCandidate(request, {
    nome: `Rita Radiologista ${RUN}`,
    profession: 'Dentista Radiologista',
    estado: 'SP',
  });

  // Item 12: the apply dialog says the professions differ, and sending still works.
  await openSignedIn(page, candidate, 'candidato', `/vagas/${vagaId}`);
  await page.getByRole('button', { name: 'Candidatar-se' }).click();
  const dialog = page.getByRole('dialog', { name: `Candidatar-se: ${titulo}` });
  await expect(
    dialog.getByText(
      'Esta vaga é para TSB e seu perfil é de Dentista Radiologista. Você pode se candidatar mesmo assim.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('apply-mismatch-375.png') });
  await desktopShot(page, testInfo.outputPath('apply-mismatch-1366.png'));
  await dialog.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(
    page.getByText('Candidatura enviada! Acompanhe o andamento em Minhas candidaturas.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // Item 8: the clinic opens the applicant from the pipeline.
  await page.evaluate(() => localStorage.clear());
  expect(await apiViewCount(request, clinic, candidate.id)).toBe(0);
  await openSignedIn(page, clinic, 'clinica', `/minhas-vagas/${vagaId}`);
  await page.getByRole('link', { name: candidate.nome }).click();
  await expect(page).toHaveURL(new RegExp(`/perfil/${candidate.id}\\?vaga=${vagaId}$`));
  await expect(page.getByRole('heading', { level: 1, name: candidate.nome })).toBeVisible();
  await expect.poll(() => apiViewCount(request, clinic, candidate.id)).toBe(1);
  await expect(page.getByText('1 visualização', { exact: true })).toBeVisible();
  const back = page.getByRole('link', { name: 'Voltar aos candidatos da vaga' });
  await expect(back).toHaveAttribute('href', `/minhas-vagas/${vagaId}`);
  await expect(page.getByRole('link', { name: 'Voltar à lista de candidatos' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('profile-from-pipeline-375.png') });
  await desktopShot(page, testInfo.outputPath('profile-from-pipeline-1366.png'));

  // The way back is in the URL: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: candidate.nome })).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/minhas-vagas/${vagaId}$`));
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();

  // Opened again the same day: still one view (one per clinic, candidate and day).
  await page.getByRole('link', { name: candidate.nome }).click();
  await expect(page.getByRole('heading', { level: 1, name: candidate.nome })).toBeVisible();
  await expect(page.getByText('1 visualização', { exact: true })).toBeVisible();
  expect(await apiViewCount(request, clinic, candidate.id)).toBe(1);

  // A vaga that is not an id is ignored: the link goes to the list.
  await page.goto(`/perfil/${candidate.id}?vaga=abc`);
  await expect(page.getByRole('link', { name: 'Voltar à lista de candidatos' })).toHaveAttribute(
    'href',
    '/candidatos',
  );
});
