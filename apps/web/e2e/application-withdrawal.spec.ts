import { expect, test } from '@playwright/test';
import {
  createClinicAccount,
  createListedCandidate,
  openSignedIn,
  RUN,
  removeCreatedCandidates,
} from './fixtures/candidates';

// A withdrawn application (issue 24, item 5): the clinic's pipeline shows only 'Candidatura
// retirada' (no name, message or profile link), and the candidate cannot apply again. Candidates
// and the posting of this spec are in AM, a state no other spec uses.

test.describe.configure({ timeout: 180_000 });
test.afterEach(({ request }) => removeCreatedCandidates(request));

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('the clinic sees a withdrawal as such, and the candidate cannot apply again', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const clinic = await createClinicAccount(request);
  const created = await request.post('/api/v1/vagas', {
    headers: bearer(clinic.token),
    data: {
      titulo: `TSB volante ${RUN}`,
      tipo_profissao: 'TSB',
      descricao: 'Radiografias e tomografias.',
      estado: 'AM',
      cidade: 'Manaus',
      tipo_contrato: 'CLT',
      jornada: 'Integral',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: vagaId } = (await created.json()) as { id: number };
  const leaving = await createListedCandidate(request, {
    nome: `Lia Desiste ${RUN}`,
    profession: 'TSB',
    estado: 'AM',
  });
  const staying = await createListedCandidate(request, {
    nome: `Tito Fica ${RUN}`,
    profession: 'TSB',
    estado: 'AM',
  });
  const applied = await request.post(`/api/v1/vagas/${vagaId}/candidaturas`, {
    headers: bearer(leaving.token),
    data: { mensagem: 'Mensagem particular para a clínica.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: number };
  const other = await request.post(`/api/v1/vagas/${vagaId}/candidaturas`, {
    headers: bearer(staying.token),
    data: { mensagem: 'Posso começar já.' },
  });
  expect(other.status()).toBe(201);
  const withdrawn = await request.patch(`/api/v1/candidaturas/${applicationId}`, {
    headers: bearer(leaving.token),
    data: { status: 'retirada' },
  });
  expect(withdrawn.status()).toBe(200);

  // The clinic's pipeline: the withdrawal is a row of its own, without the candidate.
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSignedIn(page, clinic, 'clinica', `/minhas-vagas/${vagaId}`);
  const column = page.getByRole('region', { name: 'Retirada' });
  const row = column.getByTestId('candidatura-retirada');
  await expect(row).toBeVisible();
  await expect(row.getByRole('heading', { level: 3 })).toHaveText('Candidatura retirada');
  await expect(row).toContainText(/Retirada em \d\d\/\d\d\/\d{4}/);
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(row.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByText(`Lia Desiste ${RUN}`)).toHaveCount(0);
  await expect(page.getByText('Mensagem particular para a clínica.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recebida' })).toContainText(`Tito Fica ${RUN}`);
  await page.screenshot({ path: testInfo.outputPath('pipeline-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('pipeline-375.png'), fullPage: true });

  // The candidate's posting page: no button, the reason instead.
  const candidateContext = await browser.newContext();
  const candidatePage = await candidateContext.newPage();
  await openSignedIn(candidatePage, leaving, 'candidato', `/vagas/${vagaId}`);
  await expect(candidatePage.getByTestId('minha-candidatura')).toContainText(
    'Você retirou sua candidatura a esta vaga em',
  );
  await expect(candidatePage.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0);
  await candidatePage.screenshot({ path: testInfo.outputPath('posting-withdrawn-1366.png'), fullPage: true });
  await candidateContext.close();
});
