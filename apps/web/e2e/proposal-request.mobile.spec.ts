import { test } from '@playwright/test';
import { requestProposalFromServices } from './fixtures/proposal-request';

// Issue 16 on a 375 px phone: a visitor asks for a proposal for one service from /servicos.

test('a visitor requests a proposal for a service: preselected, checked beside the fields, e-mailed', async ({
  page,
}) => {
  await requestProposalFromServices(page);
});
