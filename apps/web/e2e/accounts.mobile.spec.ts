import { expect, type Page, test } from '@playwright/test';
import {
  createCandidate,
  expectNoAxeViolations,
  fillCandidateForm,
  fillClinicForm,
  formAlert,
  login,
  newCandidate,
  newClinic,
  storedSession,
  toasts,
} from './fixtures/accounts';
import { maskCpf } from './fixtures/documents';

// The account pages at 375 px: both sign-ups, sign-in by CPF, the login messages, logout
// through the mobile menu, nothing wider than the screen, and axe on every account page.

const hamburger = (page: Page) => page.getByRole('button', { name: /^(Abrir|Fechar) menu$/ });
const mobileNav = (page: Page) => page.locator('#mobile-menu');

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('candidate sign-up ends on the CV wizard with the session stored', async ({ page }) => {
  const data = newCandidate();
  await page.goto('/cadastrar');
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Sou candidato' }).click();
  await fillCandidateForm(page, data);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page).toHaveURL(/\/cadastrar\/curriculo$/);
  await expect(toasts(page).filter({ hasText: 'Candidato cadastrado com sucesso.' })).toBeVisible();
  const session = await storedSession(page);
  expect(session.auth_token).toBeTruthy();
  expect(session.tipo_usuario).toBe('candidato');
  expect(session.tipo_profissao).toBe(data.tipo_profissao);
});

test('clinic sign-up ends on the clinic wizard; a repeat gets the 409 toast', async ({ page }) => {
  const data = newClinic();
  await page.goto('/cadastrar/clinica');
  await fillClinicForm(page, data);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page).toHaveURL(/\/cadastrar\/etapas-clinica$/);
  expect((await storedSession(page)).tipo_usuario).toBe('clinica');

  await page.goto('/cadastrar/clinica');
  await fillClinicForm(page, data);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(toasts(page).filter({ hasText: 'Clínica já cadastrada no sistema' })).toBeVisible();
});

test('login by CPF, then Sair in the mobile menu shows LOGIN again', async ({ page, request }) => {
  const data = await createCandidate(request);
  await page.goto('/login');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(formAlert(page)).toHaveText('Preencha e-mail/CPF e senha.');
  await login(page, maskCpf(data.cpf), 'senha-errada');
  await expect(formAlert(page)).toHaveText('Credenciais inválidas.');
  await login(page, maskCpf(data.cpf), data.senha);
  await expect(page).toHaveURL(/\/home$/);

  await hamburger(page).click();
  await mobileNav(page)
    .getByRole('button', { name: /PERFIL/i })
    .click();
  await mobileNav(page).getByRole('button', { name: 'Sair' }).click();
  await hamburger(page).click();
  await expect(mobileNav(page).getByRole('link', { name: 'LOGIN' })).toBeVisible();
  expect((await storedSession(page)).auth_token).toBeNull();
});

for (const path of [
  '/login',
  '/cadastrar',
  '/cadastrar/candidato',
  '/cadastrar/clinica',
  '/recuperar_senha',
  '/trocar_senha',
]) {
  test(`${path} fits the screen and has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
}
