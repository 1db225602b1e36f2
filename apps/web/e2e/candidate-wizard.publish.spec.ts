import { expect, test } from '@playwright/test';
import { fillCandidateForm, newCandidate } from './fixtures/accounts';
import { button, openWizardSignedIn, signUpThroughApi, toasts } from './fixtures/candidate-wizard';
import { shot } from './fixtures/profile';
import {
  expectPublishedProfile,
  PUBLISH_FAILED,
  PUBLISHED_NOTICE,
  publishAfterARefusal,
} from './fixtures/publish-to-profile';

// After Publicar, /perfil shows at once what was just published (1366 px): the wizard had read
// the candidate's (then empty) profile under the same cache key, and /perfil used to show that
// copy until a reload, beside the stale 'Falha ao publicar' toast of an earlier attempt.

test('a candidate who signed in again publishes and /perfil shows the new CV at once', async ({
  page,
  request,
}) => {
  const session = await signUpThroughApi(request, 'Técnico');
  await openWizardSignedIn(page, session);
  await publishAfterARefusal(page);
  await expectPublishedProfile(page, 'Técnico');
  await shot(page, 'perfil-after-publish-1366', false);

  // The notice closes; the toast closes on the next navigation.
  await button(page, 'Fechar aviso').click();
  await expect(page.getByText(PUBLISHED_NOTICE)).toHaveCount(0);
  await page.getByRole('link', { name: 'RX Odonto, página inicial' }).click();
  await expect(toasts(page)).toHaveCount(0);
});

test('signed up through the page: the sign-up and failure toasts close, one success toast stays', async ({
  page,
}) => {
  const data = { ...newCandidate(), tipo_profissao: 'Técnico' };
  await page.goto('/cadastrar/candidato');
  await fillCandidateForm(page, data);
  await button(page, 'Cadastrar').click();
  await expect(page).toHaveURL(/\/cadastrar\/curriculo$/);
  await expect(toasts(page).filter({ hasText: 'Candidato cadastrado com sucesso.' })).toBeVisible();
  await publishAfterARefusal(page);
  await expect(toasts(page).filter({ hasText: 'Candidato cadastrado com sucesso.' })).toHaveCount(0);
  await expect(toasts(page).filter({ hasText: PUBLISH_FAILED })).toHaveCount(0);
  await expectPublishedProfile(page, 'Técnico');
});
