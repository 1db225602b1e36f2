import { currentMonthIndex, experienceDuration, monthIndex } from '@app/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/accounts';
import { button, field, group, tagList } from './fixtures/candidate-wizard';
import {
  candidateFull,
  card,
  dialog,
  expectLoginRefused,
  openAsCandidate,
  PUBLISHED,
  publishedCandidate,
  sessionKeys,
  shot,
  shownValue,
} from './fixtures/profile';

// The own profile of spec 2 section 2.3 for a candidate at 1366 px, against the real server: the
// four cards, each edit dialog (rows added and removed, a refused save), the session rules and
// the account's deletion.

const editButton = (page: Page, title: string) => button(page, `Editar ${title}`);

test('a candidate sees the four cards and edits each of them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const session = await publishedCandidate(request);
  await openAsCandidate(page, session);

  await expect(page.getByText('Seus dados cadastrados')).toBeVisible();
  await expect(page.getByText(session.data.nome, { exact: true })).toBeVisible();
  await expect(page.getByText('CANDIDATO', { exact: true })).toBeVisible();
  await expect(page.getByText(session.data.email, { exact: true })).toBeVisible();
  await expect(button(page, 'Editar informações da clínica')).toHaveCount(0);
  await expect(button(page, 'Deletar conta')).toBeVisible();

  const formacao = card(page, 'Formação');
  await expect(shownValue(formacao, 'Curso')).toHaveText(PUBLISHED.formacao.curso);
  await expect(shownValue(formacao, 'Data de conclusão')).toHaveText('2015');
  await expect(shownValue(card(page, 'Experiência'), 'Cargo')).toHaveText(PUBLISHED.experiencia.cargo);
  const professional = card(page, 'Informações Profissionais');
  await expect(shownValue(professional, 'Profissão')).toHaveText('Técnico');
  await expect(shownValue(professional, 'Plataformas de gestão')).toHaveText('Cfaz');
  await expect(shownValue(professional, 'Experiência com 3D')).toHaveText('Sim');
  await expect(shownValue(professional, 'Experiência com 2D')).toHaveText('Não');
  await expect(shownValue(professional, 'Equipamentos 3D')).toHaveText('-');
  await expect(professional.getByText(/^Id$|Usuario candidato/)).toHaveCount(0);
  const address = card(page, 'Endereço');
  await expect(shownValue(address, 'Logradouro')).toHaveText(PUBLISHED.endereco.logradouro);
  await expect(shownValue(address, 'CEP')).toHaveText('11010-000');
  await expect(shownValue(address, 'Bairro')).toHaveText('Centro');
  await expectNoAxeViolations(page);
  await shot(page, 'profile-candidate-desktop');

  // Formação: edit the row, add one, save; then remove the first.
  await editButton(page, 'Formação').click();
  let edit = dialog(page, 'Editar Formação');
  await expect(edit).toHaveAttribute('aria-modal', 'true');
  await expect(field(group(edit, 'Formação 1'), 'Curso')).toHaveValue(PUBLISHED.formacao.curso);
  await button(edit, 'Adicionar formação').click();
  const second = group(edit, 'Formação 2');
  await expect(field(second, 'Nível de escolaridade')).toBeFocused();
  await field(second, 'Nível de escolaridade').selectOption('Tecnólogo');
  await field(second, 'Curso').fill('Tecnologia em Radiologia');
  await field(second, 'Instituição').fill('Fatec');
  await field(second, 'Ano de conclusão').fill('15/12/2019');
  await field(group(edit, 'Formação 1'), 'Instituição').fill('ETEC Santos Dumont');
  await expectNoAxeViolations(page);
  await shot(page, 'dialog-formacao-desktop', false);
  await button(edit, 'Salvar').click();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(formacao.getByRole('listitem')).toHaveCount(2);
  await expect(shownValue(formacao.getByRole('listitem').nth(1), 'Data de conclusão')).toHaveText('2019');
  await expect(shownValue(formacao.getByRole('listitem').first(), 'Instituição')).toHaveText(
    'ETEC Santos Dumont',
  );

  await editButton(page, 'Formação').click();
  edit = dialog(page, 'Editar Formação');
  await button(edit, 'Remover esta formação (Formação 1)').click();
  await expect(group(edit, 'Formação 2')).toHaveCount(0);
  await button(edit, 'Salvar').click();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(formacao.getByRole('listitem')).toHaveCount(1);
  await expect(shownValue(formacao, 'Curso')).toHaveText('Tecnologia em Radiologia');
  const afterRemoval = await candidateFull(request, session);
  expect(afterRemoval.formacoes.map((f: { curso: string }) => f.curso)).toEqual(['Tecnologia em Radiologia']);

  // Experiência.
  await editButton(page, 'Experiência').click();
  edit = dialog(page, 'Editar Experiência');
  await expect(field(edit, 'Cargo')).toHaveValue(PUBLISHED.experiencia.cargo);
  await field(edit, 'Tempo de experiência').fill('5 anos');
  await field(edit, 'Empresa').fill('Clínica Sorriso');
  await field(edit, 'Início').fill('03/2019');
  await field(edit, 'Fim').fill('08/2021');
  await edit.getByRole('checkbox', { name: 'Trabalho atual' }).check();
  await expect(field(edit, 'Fim')).toBeDisabled();
  await expectNoAxeViolations(page);
  await shot(page, 'dialog-experiencia-desktop', false);
  await button(edit, 'Salvar').click();
  await expect(edit).toBeHidden();
  await page.reload();
  const experiencia = card(page, 'Experiência');
  // A dated experiência shows its period's duration (the list card's rule), not the typed '5 anos'.
  const since2019 = experienceDuration(currentMonthIndex() - (monthIndex('2019-03') as number));
  await expect(shownValue(experiencia, 'Tempo de experiência')).toHaveText(since2019);
  await expect(experiencia.getByText(`Tempo total de experiência: ${since2019}`)).toBeVisible();
  await expect(shownValue(experiencia, 'Empresa')).toHaveText('Clínica Sorriso');
  await expect(shownValue(experiencia, 'Período')).toHaveText('mar/2019 – atual');
  expect((await candidateFull(request, session)).experiencias[0]).toMatchObject({
    empresa: 'Clínica Sorriso',
    inicio: '2019-03',
    fim: null,
    trabalho_atual: true,
  });

  // Endereço: a CEP the browser refuses is told beside its field and in the dialog's alert; a
  // save the server refuses shows its status and reason; then a good one.
  await editButton(page, 'Endereço').click();
  edit = dialog(page, 'Editar Endereço');
  await expect(field(edit, 'Bairro')).toHaveValue('Centro');
  await field(edit, 'CEP').fill('123');
  await field(edit, 'Bairro').fill('Gonzaga');
  await button(edit, 'Salvar').click();
  const alert = edit.getByRole('alert').filter({ hasText: 'Não foi possível salvar' });
  await expect(alert).toContainText('Não foi possível salvar. Verifique os campos e tente novamente.');
  await expect(edit.getByText('CEP inválido: informe 8 dígitos.')).toBeVisible();
  await expect(edit).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'dialog-endereco-error-desktop', false);
  await page.route('**/endereco_candidato/**', (route) =>
    ['PUT', 'POST'].includes(route.request().method())
      ? route.fulfill({ status: 422, contentType: 'application/json', body: '{"detail":"CEP inválido."}' })
      : route.fallback(),
  );
  await field(edit, 'CEP').fill('11060001');
  await button(edit, 'Salvar').click();
  await expect(alert).toContainText('Não foi possível salvar. Verifique os campos e tente novamente.');
  await expect(alert).toContainText('Erro 422 Unprocessable Entity - CEP inválido.');
  await expect(edit).toBeVisible();
  await page.unroute('**/endereco_candidato/**');
  await button(edit, 'Salvar').click();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(shownValue(card(page, 'Endereço'), 'Bairro')).toHaveText('Gonzaga');
  await expect(shownValue(card(page, 'Endereço'), 'CEP')).toHaveText('11060-001');
  expect((await candidateFull(request, session)).endereco.deseja_atuar_fora).toBe(true);

  // Informações Profissionais.
  await editButton(page, 'Informações Profissionais').click();
  edit = dialog(page, 'Editar Informações Profissionais');
  await expect(field(edit, 'Experiência com 3D')).toHaveValue('sim');
  await field(edit, 'Experiência com 2D').selectOption({ label: 'Sim' });
  await tagList(page, 'Plataformas de gestão').select.selectOption('Cdt');
  await expectNoAxeViolations(page);
  await shot(page, 'dialog-profissional-desktop', false);
  await button(edit, 'Salvar').click();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(shownValue(professional, 'Plataformas de gestão')).toHaveText('Cfaz, Cdt');
  await expect(shownValue(professional, 'Experiência com 2D')).toHaveText('Sim');
});

test('the dialogs keep the focus inside and close with Escape', async ({ page, request }) => {
  const session = await publishedCandidate(request);
  await openAsCandidate(page, session);
  const trigger = editButton(page, 'Experiência');
  await trigger.click();
  const edit = dialog(page, 'Editar Experiência');
  await expect(edit).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await edit.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await edit.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('an empty list gets one blank row, and blank rows are not sent', async ({ page, request }) => {
  const session = await publishedCandidate(request);
  await openAsCandidate(page, session);
  await editButton(page, 'Experiência').click();
  let edit = dialog(page, 'Editar Experiência');
  await button(edit, 'Remover esta experiência (Experiência 1)').click();
  await button(edit, 'Salvar').click();
  await expect(edit).toBeHidden();
  await expect(card(page, 'Experiência').getByText('Nenhuma experiência adicionada.')).toBeVisible();
  await editButton(page, 'Experiência').click();
  edit = dialog(page, 'Editar Experiência');
  await expect(group(edit, 'Experiência 1')).toBeVisible();
  await expect(field(edit, 'Cargo')).toHaveValue('');
  await button(edit, 'Salvar').click();
  await expect(edit).toBeHidden();
  expect((await candidateFull(request, session)).experiencias).toEqual([]);
});

test('session: none goes to /login; a token alone is completed with /usuarios/me', async ({
  page,
  request,
}) => {
  await page.goto('/perfil2');
  await expect(page).toHaveURL(/\/login\?next=%2Fperfil2$/);

  const session = await publishedCandidate(request, 'Recepcionista');
  await page.evaluate((token) => localStorage.setItem('auth_token', token), session.token);
  await page.goto('/perfil2');
  await expect(page.getByText(session.data.nome, { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('usuario') ?? 'null'));
  expect(stored).toMatchObject({ id: session.id, tipo_usuario: 'candidato' });
  await expect(shownValue(card(page, 'Informações Profissionais'), 'Profissão')).toHaveText('Recepcionista');

  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('auth_token', 'token-invalido');
  });
  await page.goto('/perfil2');
  // The page's own redirect or the app's expired-session one (which names the page to return to).
  await expect(page).toHaveURL(/\/login(\?next=%2Fperfil2)?$/);
  await expect(page.getByText('Sua sessão expirou. Entre novamente para continuar.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('a candidate cancels, then deletes the account and can no longer sign in', async ({ page, request }) => {
  const session = await publishedCandidate(request);
  await openAsCandidate(page, session);
  await button(page, 'Deletar conta').click();
  const confirm = dialog(page, 'Deletar conta');
  await expect(confirm).toBeVisible();
  await button(confirm, 'Cancelar').click();
  await expect(confirm).toBeHidden();

  await button(page, 'Deletar conta').click();
  // While deleting, Cancelar is ignored.
  await page.route('**/api/v1/usuario_candidato/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await button(confirm, 'Sim, deletar').click();
  await expect(button(confirm, 'Excluindo...')).toBeVisible();
  // aria-disabled: the click reaches the button and is ignored.
  await button(confirm, 'Cancelar').click({ force: true });
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionKeys(page)).toEqual([]);
  await expectLoginRefused(page, session.data);
});

test('a failed deletion is told under the header', async ({ page, request }) => {
  const session = await publishedCandidate(request);
  await openAsCandidate(page, session);
  await page.route('**/api/v1/usuario_candidato/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.fallback(),
  );
  await button(page, 'Deletar conta').click();
  await button(dialog(page, 'Deletar conta'), 'Sim, deletar').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Não foi possível excluir sua conta. Tente novamente.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/perfil2$/);
});
