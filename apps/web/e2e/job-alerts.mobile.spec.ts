import { expect, type Page, test } from '@playwright/test';
import { createCandidate, newCandidate } from './fixtures/accounts';

// Issue 29 item 2 on a phone (375 px): a visitor on /vagas is sent to sign in and back to the same
// filters; the candidate creates an alert from them, finds it on the profile and deletes it.

async function signIn(page: Page, email: string, senha: string) {
  await page.getByLabel('E-mail ou CPF', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('a candidate creates an alert from the /vagas filters, sees it on the profile and deletes it', async ({
  page,
  request,
}, testInfo) => {
  const account = await createCandidate(request, newCandidate());
  await page.goto('/vagas?tipos_profissao=TSB&estados=SP');
  const panel = page.getByTestId('criar-alerta');
  await expect(panel).toContainText('TSB · SP');
  await panel.getByRole('link', { name: 'Entre para criar um alerta' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, account.email, account.senha);
  await expect(page).toHaveURL(/\/vagas\?tipos_profissao=TSB&estados=SP$/);

  await panel.getByLabel('Frequência do alerta').selectOption({ label: 'Na hora' });
  await panel.getByRole('button', { name: 'Criar alerta com estes filtros' }).click();
  await expect(panel.getByRole('status')).toContainText('Alerta criado.');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('vagas-alerta-375.png') });

  await panel.getByRole('link', { name: 'seu perfil' }).click();
  await expect(page).toHaveURL(/\/perfil2$/);
  const section = page.getByTestId('meus-alertas');
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section).toContainText('TSB · SP');
  await expect(section).toContainText('Na hora');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('perfil-alertas-375.png') });

  await section.getByRole('button', { name: 'Excluir o alerta TSB · SP' }).click();
  await expect(section.getByRole('status')).toContainText('Alerta excluído.');
  await expect(section.getByRole('listitem')).toHaveCount(0);
  await expect(section).toContainText('Você ainda não tem alertas.');
  const left = await request.get('/api/v1/alertas', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}` },
  });
  expect(left.status()).toBe(200);
  expect((await left.json()).items).toEqual([]);
});
