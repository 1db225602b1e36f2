import { expect, test } from '@playwright/test';
import { createCandidate, expectNoAxeViolations, newCandidate } from './fixtures/accounts';
import {
  type Account,
  accessDialog,
  createClinicAccount,
  createListedCandidate,
  openSignedIn,
  RUN,
  removeCreatedCandidates,
  tryToScroll,
} from './fixtures/candidates';

// The 'Acesso restrito' overlay of /candidatos and /perfil/{id} (spec 1 section 2): visitors and
// non-clinic accounts, the scroll lock, and the check repeated when storage changes.

test.describe.configure({ timeout: 60_000 });
test.afterEach(({ request }) => removeCreatedCandidates(request));

test.describe('restricted access', () => {
  test('a visitor sees the overlay, cannot scroll or dismiss it, and leaves through its buttons', async ({
    page,
  }) => {
    await page.goto('/candidatos');
    const dialog = accessDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText('Você precisa estar logado para acessar esta página.');
    await expect(dialog.getByRole('link')).toHaveText(['Fazer login', 'Cadastrar-se', 'Voltar à Home']);
    await expect(dialog.getByRole('link', { name: 'Fazer login' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    expect(await tryToScroll(page)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('link', { name: 'Cadastrar-se' }).click();
    await expect(page).toHaveURL(/\/cadastrar$/);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.goBack();
    await accessDialog(page).getByRole('link', { name: 'Voltar à Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/candidatos');
    await accessDialog(page).getByRole('link', { name: 'Fazer login' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcandidatos$/);
  });

  test('a candidate is told the list is for clinics and may sign in with a clinic account', async ({
    page,
    request,
  }) => {
    const candidate = await createListedCandidate(request, {
      nome: `Gil Candidato ${RUN}`,
      profession: 'TSB',
      estado: 'AC',
      publish: false,
    });
    const other = await createListedCandidate(request, {
      nome: `Ivo Outro ${RUN}`,
      profession: 'TSB',
      estado: 'AC',
      publish: false,
    });
    await openSignedIn(page, candidate, 'candidato', '/candidatos');
    const dialog = accessDialog(page);
    await expect(dialog).toContainText('Este recurso é exclusivo para contas de clínica.');
    await expect(dialog.getByRole('link', { name: 'Voltar à Home' })).toBeVisible();
    expect(await tryToScroll(page)).toBe(0);

    // Another candidate's profile: the same overlay; their own: the profile as clinics see it.
    await page.goto(`/perfil/${other.id}`);
    await expect(accessDialog(page)).toContainText('Este recurso é exclusivo para contas de clínica.');
    await expect(page.getByText(other.nome)).toHaveCount(0);
    await page.goto(`/perfil/${candidate.id}`);
    await expect(accessDialog(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate.nome);
    await expect(page.getByText('Assim as clínicas veem o seu perfil.')).toBeVisible();

    await page.goto('/candidatos');
    await accessDialog(page).getByRole('button', { name: 'Entrar com conta de clínica' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcandidatos$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('usuario')]),
    ).toEqual([null, null]);
  });

  test('the overlay follows logins and logouts in another tab', async ({ page, context, request }) => {
    const clinic: Account = await createClinicAccount(request);
    await page.goto('/candidatos');
    await expect(accessDialog(page)).toContainText('Você precisa estar logado');

    const other = await context.newPage();
    await openSignedIn(other, clinic, 'clinica', '/home');
    await expect(accessDialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Aplicar filtros' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await other.evaluate(() => localStorage.clear());
    await expect(accessDialog(page)).toContainText('Você precisa estar logado');
  });

  test('a visitor opening a profile link sees the overlay', async ({ page, request }) => {
    const data = await createCandidate(request, { ...newCandidate(), nome: `Hugo Link ${RUN}` });
    await page.goto('/perfil/1');
    await expect(accessDialog(page)).toContainText('Você precisa estar logado para acessar esta página.');
    await expect(page.getByText(data.nome)).toHaveCount(0);
  });
});
