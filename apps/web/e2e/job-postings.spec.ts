import { expect, type Page, test } from '@playwright/test';
import { toasts } from './fixtures/accounts';
import {
  createClinicAccount,
  createListedCandidate,
  openSignedIn,
  RUN,
  removeCreatedCandidates,
} from './fixtures/candidates';

// Job postings: a clinic posts a vaga; a candidate finds it by filter on /vagas,
// applies from /vagas/{id} and follows it in /minhas-candidaturas; the clinic sees the applicants
// best match first, opens a profile and moves the applicant to Entrevista. Postings of this spec
// are in RR, a state no other spec uses, and carry the run's id in their title.

test.describe.configure({ timeout: 180_000 });
test.afterEach(({ request }) => removeCreatedCandidates(request));

const title = `TSB para radiologia ${RUN}`;

/** Opens one of the /vagas filter dropdowns ('Profissão', 'Estado', 'Contrato'). */
const openFilter = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label}`) }).click();

async function postVagaThroughForm(page: Page) {
  await page.getByRole('button', { name: 'Nova vaga' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova vaga' });
  // The shared schema refuses an empty form beside its fields.
  await dialog.getByRole('button', { name: 'Publicar vaga' }).click();
  await expect(dialog.getByText('Informe o título da vaga.')).toBeVisible();
  await dialog.getByLabel('Título da vaga').fill(title);
  await dialog.getByLabel('Profissão').selectOption('TSB');
  await dialog.getByLabel('Tipo de contrato').selectOption('CLT');
  await dialog.getByLabel('Estado').selectOption('RR');
  await dialog.getByLabel('Cidade').fill('Boa Vista');
  await dialog.getByLabel('Jornada').selectOption('Integral');
  await dialog.getByLabel('Salário mínimo (R$)').fill('3.000');
  await dialog.getByLabel('Salário máximo (R$)').fill('4.500');
  await dialog.getByLabel('Exibir o salário na vaga').check();
  await dialog.getByLabel('Descrição').fill('Radiografias intra e extraorais, tomografias e atendimento.');
  await dialog.getByRole('combobox', { name: 'Equipamentos' }).selectOption('Planmeca');
  await dialog.getByRole('button', { name: 'Publicar vaga' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page).filter({ hasText: 'Vaga publicada' })).toBeVisible();
}

test('a clinic posts, a candidate applies, the clinic moves the best match to Entrevista', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const clinic = await createClinicAccount(request);
  const best = await createListedCandidate(request, {
    nome: `Bia Boa Vista ${RUN}`,
    profession: 'TSB',
    estado: 'RR',
  });
  const other = await createListedCandidate(request, {
    nome: `Otto Outro ${RUN}`,
    profession: 'ASB',
    estado: 'SP',
  });

  // The clinic posts the vaga from /minhas-vagas.
  await openSignedIn(page, clinic, 'clinica', '/minhas-vagas');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas vagas' })).toBeVisible();
  await postVagaThroughForm(page);
  const card = page.getByTestId('minha-vaga').filter({ hasText: title });
  await expect(card).toContainText('0 candidaturas');
  const vagaHref = await card.getByRole('link', { name: title }).getAttribute('href');
  const vagaId = Number(vagaHref?.split('/').pop());
  expect(vagaId).toBeGreaterThan(0);

  // The candidate, still a visitor, finds it by filter on /vagas.
  const candidateContext = await browser.newContext();
  const visitor = await candidateContext.newPage();
  await visitor.goto('/vagas');
  await expect(visitor.getByRole('heading', { name: 'Vagas abertas' })).toBeVisible();
  // Several values of one filter: each a checkbox of its dropdown, kept in the URL.
  await openFilter(visitor, 'Estado');
  await visitor.getByRole('checkbox', { name: 'RR', exact: true }).check();
  await openFilter(visitor, 'Profissão');
  await visitor.getByRole('checkbox', { name: 'TSB', exact: true }).check();
  await visitor.getByRole('checkbox', { name: 'ASB', exact: true }).check();
  await expect(visitor).toHaveURL(/\/vagas\?tipos_profissao=TSB&tipos_profissao=ASB&estados=RR$/);
  await expect(visitor.getByRole('button', { name: /^Profissão/ })).toContainText('TSB, ASB');
  await openFilter(visitor, 'Contrato');
  await visitor.getByRole('checkbox', { name: 'Estágio', exact: true }).check();
  await expect(visitor.getByText('Nenhuma vaga encontrada com esses filtros.')).toBeVisible();
  await visitor.setViewportSize({ width: 1366, height: 900 });
  await visitor
    .getByRole('region', { name: 'Vagas abertas' })
    .screenshot({ path: testInfo.outputPath('vagas-filtros-1366.png') });
  await visitor.getByRole('checkbox', { name: 'CLT', exact: true }).check();
  await expect(visitor).toHaveURL(/tipos_contrato=CLT&tipos_contrato=Est%C3%A1gio$/);
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('checkbox', { name: 'CLT', exact: true })).toHaveCount(0);
  // The filters survive a reload: they are the URL.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Vagas abertas' })).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByRole('button', { name: /^Contrato/ })).toContainText('CLT, Estágio');
  await visitor.getByRole('link', { name: title }).click();

  // /vagas/{id}: the posting; 'Candidatar-se' leads a visitor to /login and back, dialog open.
  await expect(visitor).toHaveURL(new RegExp(`/vagas/${vagaId}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(/R\$\s3\.000 a R\$\s4\.500/)).toBeVisible();
  await expect(visitor.getByRole('listitem').filter({ hasText: /^Planmeca$/ })).toBeVisible();
  await visitor.getByRole('link', { name: 'Candidatar-se' }).click();
  await expect(visitor).toHaveURL(/\/login\?next=/);
  await visitor.getByLabel('E-mail ou CPF').fill(best.email);
  await visitor.getByLabel('Senha', { exact: true }).fill(best.data.senha);
  await visitor.getByRole('button', { name: 'Entrar', exact: true }).click();
  // Back on the posting with the apply dialog already open (issue 25, item 6).
  await expect(visitor).toHaveURL(new RegExp(`/vagas/${vagaId}\\?candidatar=1$`));

  const dialog = visitor.getByRole('dialog', { name: /Candidatar-se/ });
  await dialog.getByLabel(/Mensagem para a clínica/).fill('Tenho 4 anos de experiência com Planmeca.');
  await dialog.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(toasts(visitor).filter({ hasText: 'Candidatura enviada' })).toBeVisible();
  await expect(visitor.getByTestId('minha-candidatura')).toContainText('Recebida');

  await visitor.goto('/minhas-candidaturas');
  const mine = visitor.getByTestId('candidatura').filter({ hasText: title });
  await expect(mine).toContainText('Recebida');

  // A weaker match applies too (through the API).
  const applied = await request.post(`/api/v1/vagas/${vagaId}/candidaturas`, {
    headers: { Authorization: `Bearer ${other.token}` },
    data: {},
  });
  expect(applied.status(), await applied.text()).toBe(201);

  // The clinic sees both, the best match first, opens the profile and moves it to Entrevista.
  await page.goto('/minhas-vagas');
  await expect(card).toContainText('2 candidaturas');
  await card.getByRole('link', { name: 'Ver candidaturas' }).click();
  await expect(page).toHaveURL(new RegExp(`/minhas-vagas/${vagaId}$`));
  const applicants = page.getByTestId('candidato');
  await expect(applicants).toHaveCount(2);
  await expect(applicants.first()).toContainText(best.nome);
  await expect(applicants.first()).toContainText('Tenho 4 anos de experiência com Planmeca.');
  await applicants.first().getByRole('link', { name: best.nome }).click();
  // The profile knows it was opened from this vaga's applicants (issue 25 item 8).
  await expect(page).toHaveURL(new RegExp(`/perfil/${best.id}\\?vaga=${vagaId}$`));
  await expect(page.getByRole('heading', { name: best.nome })).toBeVisible();
  await page.goBack();
  await page.getByLabel(`Mover ${best.nome} para`).selectOption('entrevista');
  await expect(
    toasts(page).filter({ hasText: `Etapa de ${best.nome} alterada para Entrevista.` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Entrevista' })).toContainText(best.nome);
  // At 1366 px the board's columns use the width: Recebida and Entrevista side by side.
  await page.setViewportSize({ width: 1366, height: 900 });
  const received = await page.getByRole('region', { name: 'Recebida' }).boundingBox();
  const interview = await page.getByRole('region', { name: 'Entrevista' }).boundingBox();
  expect(received && interview && Math.abs(received.y - interview.y)).toBeLessThan(2);
  await expect(page.getByRole('region', { name: 'Recebida' })).toContainText('Não informou');
  await page.screenshot({ path: testInfo.outputPath('pipeline-1366.png'), fullPage: true });

  // The candidate sees the new status.
  await visitor.reload();
  await expect(mine).toContainText(/Entrevista em \d\d\/\d\d\/\d{4}/);
  await candidateContext.close();
});

test('a clinic does not see Candidatar-se, and closes and reopens its posting', async ({ page, request }) => {
  const clinic = await createClinicAccount(request);
  const created = await request.post('/api/v1/vagas', {
    headers: { Authorization: `Bearer ${clinic.token}` },
    data: {
      titulo: `Recepcionista ${RUN}`,
      tipo_profissao: 'Recepcionista',
      descricao: 'Atendimento e agenda.',
      estado: 'RR',
      cidade: 'Boa Vista',
      tipo_contrato: 'PJ',
      jornada: 'Meio período',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await openSignedIn(page, clinic, 'clinica', `/vagas/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Recepcionista ${RUN}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver candidaturas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Candidatar-se' })).toHaveCount(0);

  // Encerrar and reabrir from /minhas-vagas.
  await page.goto('/minhas-vagas');
  const card = page.getByTestId('minha-vaga').filter({ hasText: `Recepcionista ${RUN}` });
  await card.getByRole('button', { name: 'Encerrar' }).click();
  await page
    .getByRole('dialog', { name: `Encerrar a vaga "Recepcionista ${RUN}"?` })
    .getByRole('button', { name: 'Encerrar vaga' })
    .click();
  await expect(card).toContainText('Encerrada');
  await card.getByRole('button', { name: 'Reabrir' }).click();
  await expect(card).toContainText('Aberta');
});

test('a candidate whose profile is not published is told so on the posting, with the wizard', async ({
  page,
  request,
}, testInfo) => {
  const clinic = await createClinicAccount(request);
  const created = await request.post('/api/v1/vagas', {
    headers: { Authorization: `Bearer ${clinic.token}` },
    data: {
      titulo: `ASB sem perfil ${RUN}`,
      tipo_profissao: 'ASB',
      descricao: 'Apoio ao dentista.',
      estado: 'RR',
      cidade: 'Boa Vista',
      tipo_contrato: 'CLT',
      jornada: 'Integral',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const candidate = await createListedCandidate(request, {
    nome: `Nina Nova ${RUN}`,
    profession: 'ASB',
    estado: 'RR',
    publish: false,
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await openSignedIn(page, candidate, 'candidato', `/vagas/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `ASB sem perfil ${RUN}` })).toBeVisible();
  await expect(page.getByTestId('perfil-nao-publicado')).toHaveText(
    'Seu perfil ainda não está publicado. Para se candidatar, conclua e publique o seu perfil profissional.',
  );
  await expect(page.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('vaga-sem-perfil-1366.png'), fullPage: true });
  await page.getByRole('link', { name: 'Concluir meu perfil' }).click();
  // The wizard brings the candidate back to this posting once published (issue 25, item 6).
  await expect(page).toHaveURL(new RegExp(`/cadastrar/curriculo\\?next=%2Fvagas%2F${id}%3Fcandidatar%3D1$`));
});
