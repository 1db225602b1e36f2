import { expect, type Page, test } from '@playwright/test';
import { newClinic, storedSession } from './fixtures/accounts';

// The expired-session return at 375 px (session-expiry.spec.ts has the desktop flows).

const EXPIRED = 'Sua sessão expirou. Entre novamente para continuar.';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signIn(page: Page, email: string, senha: string) {
  await field(page, 'E-mail ou CPF').fill(email);
  await field(page, 'Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('on a phone, an expired session leads to /login and back to the candidate list', async ({
  page,
  request,
}) => {
  const clinic = newClinic();
  expect((await request.post('/usuario_clinica/', { data: clinic })).status()).toBe(201);
  await page.goto('/login');
  await signIn(page, clinic.email, clinic.senha);
  await expect(page).toHaveURL(/\/home$/);
  // /home's personal strip has read its figures: no request of this page can meet the logout below.
  await expect(page.getByTestId('personal-strip')).toBeVisible();
  const token = (await storedSession(page)).auth_token;
  const logout = await page.request.post('/api/v1/usuarios/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(200);

  await page.goto('/candidatos');
  await expect(page).toHaveURL(/\/login\?next=%2Fcandidatos$/);
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/screenshots/session-expired-375.png', fullPage: true });

  await signIn(page, clinic.email, clinic.senha);
  await expect(page).toHaveURL(/\/candidatos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatos' })).toBeVisible();
});
