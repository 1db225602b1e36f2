import { expect, test } from '@playwright/test';
import { login, toasts } from './fixtures/accounts';
import { E2E_ADMIN } from './fixtures/admin';
import { createClinicAccount, RUN } from './fixtures/candidates';
import { readResetLink } from './fixtures/outbox';

// The back office: the administrator created by `npm run admin:create` when the e2e server starts
// (playwright.config.ts) sets the password from the e-mailed link, signs in and lands on /admin,
// moves a proposal request to 'Em atendimento' with a note, and suspends a clinic whose posting
// then vanishes from /vagas.

test.describe.configure({ timeout: 180_000 });

const SENHA = 'Admin@Forte2026';

test('an administrator works a proposal request and suspends a clinic', async ({
  page,
  request,
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

  // The administrator sets the password from the e-mailed link and signs in on /login.
  const link = await readResetLink(E2E_ADMIN.email, 0);
  const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
  const reset = await request.post('/auth_reset/reset-password', { params: { token, nova_senha: SENHA } });
  expect(reset.status(), await reset.text()).toBe(200);
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

  await page.goto('/admin/auditoria');
  await expect(page.getByTestId('auditoria').first()).toContainText('Suspendeu a conta');

  await page.goto('/vagas');
  // The list has loaded (whatever other tests posted) and this clinic's posting is not in it.
  await expect(page.getByText(/vagas? encontradas?|Nenhuma vaga aberta/).first()).toBeVisible();
  await expect(page.getByText(titulo)).toHaveCount(0);
});
