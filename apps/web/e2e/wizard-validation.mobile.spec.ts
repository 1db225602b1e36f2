import { test } from '@playwright/test';
import { candidateStepOneIsChecked, clinicStepOneIsChecked } from './fixtures/wizard-validation';

// Signing up and the axe check take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

// At 375 px: 'Prosseguir' on an empty step 1 stays on step 1 with the wrong fields marked.

test('mobile: the candidate wizard does not move on from an empty step 1', async ({ page, request }) => {
  await candidateStepOneIsChecked(page, request, '375');
});

test('mobile: the clinic wizard does not move on without the address', async ({ page }) => {
  await clinicStepOneIsChecked(page, '375');
});
