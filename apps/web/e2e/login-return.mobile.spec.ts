import { expect, type Page, test } from '@playwright/test';
import { type CandidateData, createCandidate, newCandidate } from './fixtures/accounts';

// Issue 17, items 10 and 14 on a phone (375 px): /login returns to the page that sent the person
// there (never to another site), its links are at least 44 px tall, and the sign-up forms lead to
// /login with 'Já tem conta? Entrar'.

async function signIn(page: Page, account: Pick<CandidateData, 'email' | 'senha'>) {
  await page.getByLabel('E-mail ou CPF', { exact: true }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('a visitor sent to /login by /perfil comes back to /perfil after signing in', async ({
  page,
  request,
}) => {
  const account = await createCandidate(request, newCandidate());
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/login\?next=%2Fperfil$/);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
});

test("the candidate list's 'Fazer login' returns to /candidatos with its filters", async ({
  page,
  request,
}) => {
  const account = await createCandidate(request, newCandidate());
  await page.goto('/candidatos?estados=SP');
  const dialog = page.getByRole('dialog', { name: 'Acesso restrito' });
  await dialog.getByRole('link', { name: 'Fazer login' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/candidatos\?estados=SP$/);
});

for (const next of ['https://exemplo.invalid/roubo', '//exemplo.invalid/roubo', '/\\exemplo.invalid']) {
  test(`a next that leaves the site (${next}) is ignored: /home after signing in`, async ({
    page,
    request,
  }) => {
    const account = await createCandidate(request, newCandidate());
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/home$/);
  });
}

test('without a next, signing in still leads to /home', async ({ page, request }) => {
  const account = await createCandidate(request, newCandidate());
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/home$/);
});

test("the login page's links are at least 44 px tall", async ({ page }) => {
  await page.goto('/login');
  for (const name of ['Esqueceu sua senha?', 'Cadastre-se']) {
    const box = await page.getByRole('main').getByRole('link', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
  }
});

for (const path of ['/cadastrar/candidato', '/cadastrar/clinica']) {
  test(`${path} offers 'Já tem conta? Entrar', which leads to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText('Já tem conta?')).toBeVisible();
    const link = page.getByRole('main').getByRole('link', { name: 'Entrar', exact: true });
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await link.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  });
}
