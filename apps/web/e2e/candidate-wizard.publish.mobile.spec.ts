import { test } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  openWizardSignedIn,
  signUpThroughApi,
} from './fixtures/candidate-wizard';
import { shot } from './fixtures/profile';
import { expectPublishedProfile, publishAfterARefusal } from './fixtures/publish-to-profile';

// After Publicar, /perfil shows at once what was just published, at 375 px (the phone of the
// report): no empty cards, no 'Falha ao publicar' toast, one success toast.

test('mobile: a candidate publishes and /perfil shows the new CV at once', async ({ page, request }) => {
  const session = await signUpThroughApi(request, 'Recepcionista');
  await openWizardSignedIn(page, session);
  await publishAfterARefusal(page);
  await expectPublishedProfile(page, 'Recepcionista');
  await expectNoHorizontalOverflow(page);
  await shot(page, 'perfil-after-publish-375', false);
});
