import { expect, type Page, test } from '@playwright/test';
import { createCandidate, storedSession } from './fixtures/accounts';
import { fakeGoogle, fakeIdToken } from './fixtures/google';

// The 'Continuar com Google' flow of spec 1 (sections 4, 5 and 8) at 1366 px. The machines have no
// access to Google: its script is replaced by a fake and the API's answer to the ID token is
// stubbed (the server's verification is covered by the API tests).

test.describe('Google sign-in (Google and its API answer stubbed)', () => {
  const googleButton = (page: Page) => page.getByRole('button', { name: 'Continuar com Google' });

  test('an unknown Google account goes to register, with e-mail and name prefilled', async ({ page }) => {
    const email = 'nova.pessoa@gmail.com';
    await fakeGoogle(page, { credential: fakeIdToken({ email, name: 'Nova Pessoa' }) });
    let sent: unknown;
    await page.route('**/auth_google/login/google', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({
        status: 404,
        json: {
          detail: 'Conta não encontrada.',
          code: 'auth.google_account_unknown',
          email,
          nome: 'Nova Pessoa',
        },
      });
    });
    await page.goto('/login');
    await googleButton(page).click();
    await expect(page).toHaveURL(/\/cadastrar$/);
    expect(sent).toEqual({ id_token: expect.stringContaining('.') });
    const profile = await page.evaluate(() => JSON.parse(sessionStorage.getItem('google_profile') ?? 'null'));
    expect(profile).toMatchObject({ email, nome: 'Nova Pessoa', fromGoogle: true });
    await expect(page.getByText(`conta Google ${email}`)).toBeVisible();

    await page.getByRole('link', { name: 'Sou candidato' }).click();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Nova Pessoa');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.goto('/cadastrar/clinica');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
  });

  test('a known Google account is signed in at once, showing Redirecionando... meanwhile', async ({
    page,
    request,
  }) => {
    const data = await createCandidate(request);
    const answer = await (
      await request.post('/api/v1/usuarios/login', { data: { email: data.email, senha: data.senha } })
    ).json();
    await fakeGoogle(page, { credential: fakeIdToken({ email: data.email, name: data.nome }) });
    await page.route('**/auth_google/login/google', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ json: answer });
    });
    await page.goto('/login');
    await googleButton(page).click();
    await expect(page.getByRole('button', { name: 'Redirecionando...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/home$/);
    const session = await storedSession(page);
    expect(session.auth_token).toBe(answer.access_token);
    expect(JSON.parse(session.usuario ?? '{}')).toMatchObject({ email: data.email });
  });

  test("the spec's errors: script not loaded, no id_token, backend detail", async ({ page }) => {
    await fakeGoogle(page, { credential: '', script: 'fail' });
    await page.goto('/login');
    await expect(page.getByText('Falha ao carregar Google Identity Services.')).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await fakeGoogle(page, { credential: '' });
    await page.goto('/login');
    await googleButton(page).click();
    await expect(page.getByText('Não foi possível obter o id_token do Google.')).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await fakeGoogle(page, { credential: fakeIdToken({ email: 'x@gmail.com', name: 'X' }) });
    await page.route('**/auth_google/login/google', (route) =>
      route.fulfill({ status: 503, json: { detail: 'Login com Google indisponível no momento.' } }),
    );
    await page.goto('/login');
    await googleButton(page).click();
    await expect(page.getByText('Login com Google indisponível no momento.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
