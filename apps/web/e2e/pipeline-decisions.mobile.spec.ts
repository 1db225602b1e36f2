import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, toasts } from './fixtures/accounts';
import {
  type Account,
  createClinicAccount,
  createListedCandidate,
  openSignedIn,
  RUN,
  removeCreatedCandidates,
} from './fixtures/candidates';
import { countMailsTo, readMailTo } from './fixtures/outbox';

// Issue 25 items 4 and 5 on a phone (375 px): the decisions that end a candidate's process ask
// first and can be undone before the candidate's e-mail leaves (the server holds it for
// STAGE_UNDO_SECONDS, 10 by default); closing a posting asks first, e-mails the applicants still
// in the process, and leaves the posting readable, marked 'Encerrada', to who applied.

test.describe.configure({ timeout: 180_000 });
test.afterEach(({ request }) => removeCreatedCandidates(request));

/** The undo window of the app under test (the default) and a margin for a loaded machine. */
const HELD_MAIL_TIMEOUT = 45_000;

async function createVaga(request: APIRequestContext, clinic: Account, titulo: string): Promise<number> {
  const created = await request.post('/api/v1/vagas', {
    headers: { Authorization: `Bearer ${clinic.token}` },
    data: {
      titulo,
      tipo_profissao: 'TSB',
      descricao: 'Aquisição de tomografias e panorâmicas, atendimento a pacientes e laudos organizados.',
      estado: 'RR',
      cidade: 'Boa Vista',
      tipo_contrato: 'CLT',
      jornada: 'Integral',
      softwares: ['Romexis'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function applyThroughApi(request: APIRequestContext, candidate: Account, vagaId: number) {
  const applied = await request.post(`/api/v1/vagas/${vagaId}/candidaturas`, {
    headers: { Authorization: `Bearer ${candidate.token}` },
    data: {},
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return ((await applied.json()) as { id: number }).id;
}

const shot = async (page: Page, path: string) => {
  await page.screenshot({ path, fullPage: false });
};

test('Não selecionada asks first and can be undone before any e-mail; Contratada that stands e-mails the candidate', async ({
  page,
  request,
}, testInfo) => {
  const clinic = await createClinicAccount(request);
  const titulo = `TSB tomografia ${RUN}`;
  const vagaId = await createVaga(request, clinic, titulo);
  const candidate = await createListedCandidate(request, {
    nome: `Lia Decisão ${RUN}`,
    profession: 'TSB',
    estado: 'RR',
  });
  await applyThroughApi(request, candidate, vagaId);
  const since = Date.now();

  await openSignedIn(page, clinic, 'clinica', `/minhas-vagas/${vagaId}`);
  const select = page.getByLabel(`Mover ${candidate.nome} para`);
  await expect(select).toHaveValue('recebida');

  // 'Não selecionada' asks first, naming the candidate and the e-mail; 'Cancelar' changes nothing.
  await select.selectOption('nao_selecionada');
  let dialog = page.getByRole('dialog', { name: `Mover ${candidate.nome} para Não selecionada?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${candidate.nome} deixará o processo desta vaga e receberá um e-mail`);
  await expectNoAxeViolations(page);
  await shot(page, testInfo.outputPath('confirmar-nao-selecionada-375.png'));
  await page.setViewportSize({ width: 1366, height: 800 });
  await shot(page, testInfo.outputPath('confirmar-nao-selecionada-1366.png'));
  await page.setViewportSize({ width: 375, height: 812 });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(select).toHaveValue('recebida');

  // Confirmed: the stage changes at once and 'Desfazer' is offered; undoing brings it back.
  await select.selectOption('nao_selecionada');
  await dialog.getByRole('button', { name: 'Sim, não selecionada' }).click();
  const moved = toasts(page).filter({ hasText: `Etapa de ${candidate.nome} alterada para Não selecionada.` });
  await expect(moved).toBeVisible();
  await expect(page.getByRole('region', { name: 'Não selecionada' })).toContainText(candidate.nome);
  // The toast has slid in (its animation over) before the picture.
  await expect(moved.getByRole('button', { name: 'Desfazer' })).toBeVisible();
  await moved.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await shot(page, testInfo.outputPath('desfazer-375.png'));
  await moved.getByRole('button', { name: 'Desfazer' }).click();
  await expect(
    toasts(page).filter({
      hasText: `Mudança desfeita: ${candidate.nome} voltou para Recebida. Nenhum e-mail foi enviado.`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recebida' })).toContainText(candidate.nome);

  // 'Contratada' asks too; left to stand, the candidate gets the e-mail once the window is over.
  await page.getByLabel(`Mover ${candidate.nome} para`).selectOption('contratada');
  dialog = page.getByRole('dialog', { name: `Mover ${candidate.nome} para Contratada?` });
  await expect(dialog).toContainText('receberá um e-mail com a novidade');
  await shot(page, testInfo.outputPath('confirmar-contratada-375.png'));
  await dialog.getByRole('button', { name: 'Sim, contratada' }).click();
  await expect(page.getByRole('region', { name: 'Contratada' })).toContainText(candidate.nome);
  const mail = await readMailTo(candidate.email, since, 'Nova etapa: Contratada', HELD_MAIL_TIMEOUT);
  expect(mail).toContain(`atualizou a sua candidatura à vaga "${titulo}"`);
  // The undone rejection was held longer ago than the hire: it would be there by now. It is not.
  expect(await countMailsTo(candidate.email, since, 'Nova etapa: Não selecionada')).toBe(0);
});

test('Encerrar asks first, e-mails the applicants in the process, and the applicant still opens the vaga marked Encerrada', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const clinic = await createClinicAccount(request);
  const titulo = `TSB panorâmica ${RUN}`;
  const vagaId = await createVaga(request, clinic, titulo);
  const applicant = await createListedCandidate(request, {
    nome: `Rui Processo ${RUN}`,
    profession: 'TSB',
    estado: 'RR',
  });
  const rejected = await createListedCandidate(request, {
    nome: `Ana Decidida ${RUN}`,
    profession: 'TSB',
    estado: 'RR',
  });
  await applyThroughApi(request, applicant, vagaId);
  const rejectedApplication = await applyThroughApi(request, rejected, vagaId);
  const moved = await request.patch(`/api/v1/candidaturas/${rejectedApplication}`, {
    headers: { Authorization: `Bearer ${clinic.token}` },
    data: { status: 'nao_selecionada' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const since = Date.now();

  await openSignedIn(page, clinic, 'clinica', '/minhas-vagas');
  const card = page.getByTestId('minha-vaga').filter({ hasText: titulo });
  await card.getByRole('button', { name: 'Encerrar' }).click();
  const dialog = page.getByRole('dialog', { name: `Encerrar a vaga "${titulo}"?` });
  await expect(dialog).toContainText(
    'O candidato que ainda está em processo receberá um e-mail avisando que a vaga foi encerrada.',
  );
  await expectNoAxeViolations(page);
  await shot(page, testInfo.outputPath('encerrar-375.png'));
  await page.setViewportSize({ width: 1366, height: 800 });
  await shot(page, testInfo.outputPath('encerrar-1366.png'));
  await page.setViewportSize({ width: 375, height: 812 });
  await dialog.getByRole('button', { name: 'Encerrar vaga' }).click();
  await expect(
    toasts(page).filter({ hasText: 'O candidato em processo será avisado por e-mail.' }),
  ).toBeVisible();
  await expect(card).toContainText('Encerrada');

  const mail = await readMailTo(applicant.email, since, `encerrou a vaga "${titulo}"`);
  expect(mail).toMatch(/https?:\/\/[^\s"]+\/minhas-candidaturas/);
  expect(await countMailsTo(rejected.email, since, 'encerrou a vaga')).toBe(0);

  // The applicant: the list marks it, and the vaga opens (server-rendered as gone, then read with the session).
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await openSignedIn(phone, applicant, 'candidato', '/minhas-candidaturas');
  const mine = phone.getByTestId('candidatura').filter({ hasText: titulo });
  await expect(mine.getByTestId('vaga-encerrada')).toHaveText('Encerrada');
  await mine.getByRole('link', { name: titulo }).click();
  await expect(phone.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(phone.getByTestId('vaga-encerrada')).toBeVisible();
  await expect(
    phone.getByText('Esta vaga foi encerrada pela clínica e não recebe mais candidaturas.'),
  ).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0);
  await expect(phone.getByRole('link', { name: 'Candidatar-se' })).toHaveCount(0);

  // Opened directly (a link from the e-mail or a bookmark): the same, after hydration.
  await phone.goto(`/vagas/${vagaId}`);
  await expect(phone.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(phone.getByTestId('minha-candidatura')).toContainText('Recebida');
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: testInfo.outputPath('vaga-encerrada-375.png'), fullPage: true });
  await phone.setViewportSize({ width: 1366, height: 900 });
  await phone.screenshot({ path: testInfo.outputPath('vaga-encerrada-1366.png'), fullPage: true });
  await context.close();

  // A visitor (and a crawler) still gets the 410 'Vaga encerrada' page.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  const response = await anonymous.goto(`/vagas/${vagaId}`);
  expect(response?.status()).toBe(410);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeVisible();
  await visitor.close();
});
