import { expect, type Page, test } from '@playwright/test';
import { newClinic, storedSession } from './fixtures/accounts';

// Issue 7 of the security probe: a session that ends on the server (expired, idle or revoked)
// leads from a protected page to /login, which says so, and back to that page after signing in.

const EXPIRED = 'Sua sessão expirou. Entre novamente para continuar.';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const dropdown = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label} `) });

async function signIn(page: Page, email: string, senha: string) {
  await field(page, 'E-mail ou CPF').fill(email);
  await field(page, 'Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Ends the browser's session on the server, as an expiry or a logout elsewhere would. */
async function endSessionOnServer(page: Page) {
  const token = (await storedSession(page)).auth_token;
  expect(token).toBeTruthy();
  const response = await page.request.post('/api/v1/usuarios/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
}

test('an expired session leads to /login with a notice, and back to the page after signing in', async ({
  page,
  request,
}) => {
  const clinic = newClinic();
  expect((await request.post('/usuario_clinica/', { data: clinic })).status()).toBe(201);

  // Signing in without a page to return to still goes to /home (spec).
  await page.goto('/login');
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  await signIn(page, clinic.email, clinic.senha);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/candidatos?estados=SP');
  await expect(page.getByRole('button', { name: 'Aplicar filtros' })).toBeVisible();
  await endSessionOnServer(page);

  // The next action on the page meets the ended session.
  await dropdown(page, 'Estado').click();
  await page.getByRole('checkbox', { name: 'RJ', exact: true }).check();
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcandidatos%3Festados%3DRJ%26estados%3DSP$/);
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  expect((await storedSession(page)).auth_token).toBeNull();

  await signIn(page, clinic.email, clinic.senha);
  await expect(page).toHaveURL(/\/candidatos\?estados=RJ&estados=SP$/);
  await expect(page.getByRole('button', { name: 'Aplicar filtros' })).toBeVisible();
  await expect(dropdown(page, 'Estado')).toHaveAccessibleName(/RJ.*SP/);
  // Back on the page: the notice is gone for good.
  await page.goto('/login');
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
});

test('after an expired session on the profile page, signing in returns to /perfil2', async ({
  page,
  request,
}) => {
  const clinic = newClinic();
  expect((await request.post('/usuario_clinica/', { data: clinic })).status()).toBe(201);
  await page.goto('/login');
  await signIn(page, clinic.email, clinic.senha);
  await expect(page).toHaveURL(/\/home$/);
  // /home's personal strip has read its figures: no request of this page can meet the end below.
  await expect(page.getByTestId('personal-strip')).toBeVisible();
  await endSessionOnServer(page);

  await page.goto('/perfil2');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/session-expired-1366.png', fullPage: true });
  await signIn(page, clinic.email, clinic.senha);
  await expect(page).toHaveURL(/\/perfil2$/);
  await expect(page.getByText(clinic.nome_fantasia).first()).toBeVisible();
});

test('a return address of another site is ignored', async ({ page, request }) => {
  const clinic = newClinic();
  expect((await request.post('/usuario_clinica/', { data: clinic })).status()).toBe(201);
  await page.goto('/login?next=%2F%2Fexample.com%2Fx');
  await signIn(page, clinic.email, clinic.senha);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/home$/);
});
