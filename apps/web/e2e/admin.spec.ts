import { expect, test } from '@playwright/test';
import { login, toasts } from './fixtures/accounts';
import { E2E_ADMIN } from './fixtures/admin';
import { E2E_ADMIN_PASSWORD, ensureAdminPassword } from './fixtures/admin-session';
import { createClinicAccount, RUN } from './fixtures/candidates';
import { shot } from './fixtures/profile';

// The back office: the administrator created by `npm run admin:create` when the e2e server starts
// (playwright.config.ts) sets the password from the e-mailed link, signs in and lands on /admin,
// moves a proposal request to 'Em atendimento' with a note, and suspends a clinic whose posting
// then vanishes from /vagas; the clinic's open session on a phone (375 px) and its next sign-in
// are told 'Conta suspensa. Fale com a RX Odonto.' (issue 25, item 3).

test.describe.configure({ timeout: 180_000 });

const SENHA = E2E_ADMIN_PASSWORD;

const SUSPENDED = 'Conta suspensa. Fale com a RX Odonto.';

test('an administrator works a proposal request and suspends a clinic', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // A proposal request, as the /servicos form sends it.
  const nome = `Dra. Helena Prado ${RUN}`;
  const lead = await request.post('/api/v1/contatos', {
    data: {
      nome,
      email: `helena.${RUN}@exemplo.com.br`,
      telefone: '11987654321',
      clinica: 'Clínica Prado',
      servico: 1,
      mensagem: 'Queremos o Diagnóstico 360 para a nossa clínica.',
      consentimento: true,
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);

  // A clinic with an open posting, listed on /vagas.
  const clinic = await createClinicAccount(request);
  const titulo = `ASB moderada ${RUN}`;
  const created = await request.post('/api/v1/vagas', {
    headers: { Authorization: `Bearer ${clinic.token}` },
    data: {
      titulo,
      tipo_profissao: 'ASB',
      descricao: 'Atendimento e esterilização.',
      estado: 'RR',
      cidade: 'Boa Vista',
      tipo_contrato: 'CLT',
      jornada: 'Integral',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/vagas');
  await expect(page.getByText(titulo)).toBeVisible();

  // The clinic has its profile open on a phone.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  const clinicPage = await phone.newPage();
  await clinicPage.goto('/home');
  await clinicPage.evaluate(({ token, id, email, nome }) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem(
      'usuario',
      JSON.stringify({ id, tipo_usuario: 'clinica', email, nome_fantasia: nome }),
    );
    localStorage.setItem('usuario_id', String(id));
    localStorage.setItem('tipo_usuario', 'clinica');
    localStorage.setItem('clinica', String(id));
  }, clinic);
  await clinicPage.goto('/perfil2');
  await expect(clinicPage.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();

  // The administrator sets the password from the e-mailed link and signs in on /login.
  await ensureAdminPassword(request);
  await login(page, E2E_ADMIN.email, SENHA);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('ADMIN').first()).toBeAttached();
  const leadsChart = page.getByTestId('grafico-contatos');
  await expect(leadsChart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.locator('.recharts-surface')).toHaveCount(5);
  await page.mouse.move(0, 0); // no tooltip left open where the sign-in button was
  await page.screenshot({ path: testInfo.outputPath('admin-dashboard.png'), fullPage: true });

  // The request: Em atendimento, with a note.
  await page
    .getByRole('navigation', { name: 'Área administrativa' })
    .getByRole('link', { name: 'Solicitações' })
    .click();
  const item = page.getByTestId('contato').filter({ hasText: nome });
  await expect(item).toContainText('Novo');
  await item.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: `Solicitação de ${nome}` });
  await expect(dialog).toContainText('Diagnóstico 360');
  await expect(dialog).toContainText('Nenhuma nota ainda.');
  await dialog.getByLabel('Situação').selectOption('em_atendimento');
  await dialog.getByLabel('Nova nota').fill('Liguei; reunião marcada para quinta.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toasts(page).filter({ hasText: 'Solicitação atualizada.' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Notas internas' })).toContainText(
    'Liguei; reunião marcada para quinta.',
  );
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(item).toContainText('Em atendimento');

  // The clinic: suspended with a reason; its posting leaves /vagas.
  await page.goto('/admin/usuarios');
  await page.getByLabel('Buscar por nome ou e-mail').fill(clinic.email);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByTestId('conta').filter({ hasText: clinic.email }).getByRole('button').click();
  const account = page.getByRole('dialog', { name: clinic.nome });
  await expect(account).toContainText('Vagas');
  await account.getByRole('button', { name: 'Suspender' }).click();
  await account.getByLabel('Motivo da suspensão').fill('Vagas falsas denunciadas por candidatos.');
  await account.getByRole('button', { name: 'Confirmar suspensão' }).click();
  await expect(toasts(page).filter({ hasText: 'Conta suspensa.' })).toBeVisible();
  await expect(account).toContainText('Motivo: Vagas falsas denunciadas por candidatos.');
  await expect(account.getByRole('button', { name: 'Reativar' })).toBeVisible();

  // The clinic's open session: its next request is told the account is suspended, on /login.
  await clinicPage.reload();
  await expect(clinicPage).toHaveURL(/\/login$/);
  await expect(clinicPage.getByRole('alert').filter({ hasText: SUSPENDED })).toBeVisible();
  await expect(clinicPage.getByText('Sua sessão expirou')).toHaveCount(0);
  expect(await clinicPage.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await shot(clinicPage, 'login-suspended-session-375');
  // Signing in again: the server's message, not 'Falha ao fazer login. Tente novamente.'.
  await clinicPage.reload();
  await expect(clinicPage.getByText(SUSPENDED)).toHaveCount(0);
  await clinicPage.getByLabel('E-mail ou CPF', { exact: true }).fill(clinic.email);
  await clinicPage.getByLabel('Senha', { exact: true }).fill('senha-forte-2');
  await clinicPage.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(clinicPage.locator('main form [role="alert"]')).toHaveText(SUSPENDED);
  await shot(clinicPage, 'login-suspended-375');
  await clinicPage.setViewportSize({ width: 1366, height: 768 });
  await shot(clinicPage, 'login-suspended-1366');
  await phone.close();

  await page.goto('/admin/auditoria');
  // Other specs' administrators (the blog's, the classificados') may have acted since: the
  // suspension is in the trail, not necessarily its newest entry.
  await expect(page.getByTestId('auditoria').filter({ hasText: 'Suspendeu a conta' }).first()).toBeVisible();

  await page.goto('/vagas');
  // The list has loaded (whatever other tests posted) and this clinic's posting is not in it.
  await expect(page.getByText(/vagas? encontradas?|Nenhuma vaga aberta/).first()).toBeVisible();
  await expect(page.getByText(titulo)).toHaveCount(0);
});
