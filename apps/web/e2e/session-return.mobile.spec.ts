import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createCandidate, fillCandidateForm, newCandidate, storedSession } from './fixtures/accounts';
import { button, field, fillStepOne, group } from './fixtures/candidate-wizard';
import { createClinicAccount, RUN } from './fixtures/candidates';
import { card, dialog, openAsCandidate, publishedCandidate, shot, shownValue } from './fixtures/profile';
import { STEP_ONE } from './fixtures/publish-to-profile';

// Issue 25, items 1, 2, 6 and 7, on a 375 px phone: signing in again after a session ended
// mid-edit keeps the new session and returns to the page, with the edit offered again; a visitor
// who wants to apply is told why on /login and comes back to the vaga, its apply dialog open, even
// through sign-up and the wizard; Google sign-in is not offered when it is not configured.

const EXPIRED = 'Sua sessão expirou. Entre novamente para continuar.';
const RESTORED =
  'Você tinha alterações não salvas quando sua sessão expirou. Elas foram recuperadas: confira e clique em Salvar.';
const APPLY = 'Entre ou cadastre-se para se candidatar a esta vaga.';

async function signIn(page: Page, email: string, senha: string) {
  await field(page, 'E-mail ou CPF').fill(email);
  await field(page, 'Senha').fill(senha);
  await button(page, 'Entrar').click();
}

/** Ends the browser's session on the server, as a logout on another device would. */
async function endSessionOnServer(page: Page) {
  const token = (await storedSession(page)).auth_token;
  expect(token).toBeTruthy();
  const response = await page.request.post('/api/v1/usuarios/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
}

/** A candidate on /perfil with 'Editar Formação' open and a course typed over; then the session ends elsewhere and Salvar meets it. */
async function editWhenTheSessionEnds(page: Page, request: APIRequestContext) {
  const session = await publishedCandidate(request);
  await openAsCandidate(page, session, '/perfil');
  await expect(shownValue(card(page, 'Formação'), 'Curso')).toHaveText('Técnico em Radiologia');
  await button(page, 'Editar Formação').click();
  const edit = dialog(page, 'Editar Formação');
  await field(group(edit, 'Formação 1'), 'Curso').fill('Radiologia Odontológica Avançada');
  await endSessionOnServer(page);
  await button(edit, 'Salvar').click();
  await expect(page).toHaveURL(/\/login\?next=%2Fperfil$/);
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  expect((await storedSession(page)).auth_token).toBeNull();
  return session;
}

test('signing in again after the session ended mid-edit returns to /perfil and keeps the new session', async ({
  page,
  request,
}) => {
  const session = await editWhenTheSessionEnds(page, request);
  await signIn(page, session.data.email, session.data.senha);
  await expect(page).toHaveURL(/\/perfil$/);
  const newToken = (await storedSession(page)).auth_token;
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(session.token);
  // The profile has been read again with the new session: the ended one's failure changed nothing.
  await expect(shownValue(card(page, 'Formação'), 'Curso')).toHaveText('Técnico em Radiologia');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
  expect((await storedSession(page)).auth_token).toBe(newToken);
  // …and it is a working session.
  const me = await page.request.get('/api/v1/usuarios/me', {
    headers: { Authorization: `Bearer ${newToken}` },
  });
  expect(me.status()).toBe(200);
});

test('the edit the session ended under is offered again after signing in, and saves', async ({
  page,
  request,
}) => {
  const session = await editWhenTheSessionEnds(page, request);
  await signIn(page, session.data.email, session.data.senha);
  await expect(page).toHaveURL(/\/perfil$/);
  const edit = dialog(page, 'Editar Formação');
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
  await expect(field(group(edit, 'Formação 1'), 'Curso')).toHaveValue('Radiologia Odontológica Avançada');
  await shot(page, 'restored-edit-375', false);
  if (process.env.PROFILE_SHOTS) {
    // The same dialog on a desktop screen, for looking at it; then back to the phone.
    await page.setViewportSize({ width: 1366, height: 768 });
    await shot(page, 'restored-edit-1366', false);
    await page.setViewportSize({ width: 375, height: 812 });
  }
  await button(edit, 'Salvar').click();
  await expect(edit).toBeHidden();
  await expect(shownValue(card(page, 'Formação'), 'Curso')).toHaveText('Radiologia Odontológica Avançada');
  // Offered once: a reload opens no dialog.
  await page.reload();
  await expect(shownValue(card(page, 'Formação'), 'Curso')).toHaveText('Radiologia Odontológica Avançada');
  await expect(edit).toHaveCount(0);
});

/** A clinic's open vaga for a Recepcionista; its page's path. */
async function openVaga(request: APIRequestContext): Promise<string> {
  const clinic = await createClinicAccount(request);
  const created = await request.post('/api/v1/vagas', {
    headers: { Authorization: `Bearer ${clinic.token}` },
    data: {
      titulo: `Recepcionista de radiologia ${RUN}`,
      tipo_profissao: 'Recepcionista',
      descricao: 'Recepção e agendamento de exames.',
      estado: 'PE',
      cidade: 'Recife',
      tipo_contrato: 'CLT',
      jornada: 'Integral',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return `/vagas/${id}`;
}

/** From the vaga's page as a visitor: 'Candidatar-se' leads to /login, which says why. */
async function applyAsVisitor(page: Page, vaga: string) {
  await page.goto(vaga);
  await page.getByRole('link', { name: 'Candidatar-se' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByRole('status').filter({ hasText: APPLY })).toBeVisible();
}

test('a visitor who wants to apply is told why on /login and, once signed in, is back on the vaga with the dialog open', async ({
  page,
  request,
}) => {
  const vaga = await openVaga(request);
  const candidate = await publishedCandidate(request, 'Recepcionista');
  await applyAsVisitor(page, vaga);
  await shot(page, 'login-apply-375');
  if (process.env.PROFILE_SHOTS) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await shot(page, 'login-apply-1366', false);
    await page.setViewportSize({ width: 375, height: 812 });
  }
  await signIn(page, candidate.data.email, candidate.data.senha);
  await expect(page).toHaveURL(new RegExp(`${vaga}\\?candidatar=1$`));
  const apply = page.getByRole('dialog', { name: /^Candidatar-se: / });
  await expect(apply).toBeVisible();
  await button(apply, 'Enviar candidatura').click();
  await expect(page.getByTestId('minha-candidatura')).toBeVisible();
});

test('a new visitor who wants to apply signs up, publishes, and lands on the vaga with the dialog open', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const vaga = await openVaga(request);
  await applyAsVisitor(page, vaga);
  await page.getByRole('main').getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page).toHaveURL(/\/cadastrar\?next=/);
  await page.getByRole('link', { name: 'Sou candidato' }).click();
  await expect(page).toHaveURL(/\/cadastrar\/candidato\?next=/);
  await fillCandidateForm(page, { ...newCandidate(), tipo_profissao: 'Recepcionista' });
  await button(page, 'Cadastrar').click();
  await expect(page).toHaveURL(/\/cadastrar\/curriculo\?next=/);
  await fillStepOne(page, STEP_ONE);
  await button(page, 'Prosseguir').click();
  await button(page, 'Prosseguir').click();
  await page.getByLabel(/Autorizo a/).check();
  await button(page, 'Publicar').click();
  await expect(page).toHaveURL(new RegExp(`${vaga}\\?candidatar=1$`));
  await expect(page.getByRole('dialog', { name: /^Candidatar-se: / })).toBeVisible();
});

test("'Continuar com Google' is not offered when Google sign-in is not configured", async ({
  page,
  request,
}) => {
  // The e2e server has no GOOGLE_CLIENT_ID.
  const site = await request.get('/api/v1/site');
  expect((await site.json()).googleClientId).toBeNull();
  const account = await createCandidate(request);
  for (const path of ['/login', '/cadastrar', '/cadastrar/candidato', '/cadastrar/clinica']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The site configuration has been read (the footer shows its e-mail) before looking.
    await expect(page.getByRole('contentinfo').getByText('contato@rxodonto.com.br').first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Continuar com Google' })).toHaveCount(0);
  }
  // Signing in with e-mail and password is untouched.
  await page.goto('/login');
  await signIn(page, account.email, account.senha);
  await expect(page).toHaveURL(/\/home$/);
});
