import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { createClinicAccount, RUN } from './fixtures/candidates';
import { postOpenVaga } from './fixtures/vagas-first';

// Issue 28, item 5: the HTML the server sends for the public pages (the prerendered files, the
// shell of the other pages, a posting and the page of a posting that is not open) has no error
// under these html-validate rules (docs/decisions/0068-html-validate.md).

const RULES = [
  'no-dup-id',
  'no-dup-attr',
  'no-missing-references',
  'element-required-content',
  'element-permitted-content',
  'element-permitted-parent',
  'element-permitted-occurrences',
  'close-order',
  'close-attr',
  'no-deprecated-attr',
  'empty-title',
  'missing-doctype',
  'unique-landmark',
] as const;

const validator = new HtmlValidate({
  extends: [],
  rules: {
    ...Object.fromEntries(RULES.map((rule) => [rule, 'error'])),
    'long-title': ['error', { maxlength: 70 }],
  },
});

const PAGES = [
  '/home',
  '/quemsomos',
  '/quemsomos/quemsomos',
  '/quemsomos/fundadores',
  '/quemsomos/missao',
  '/servicos',
  ...Array.from({ length: 14 }, (_, index) => `/servicos/${index + 1}`),
  '/vagas',
  '/classificados',
  '/blog',
  '/termodeuso',
  '/politicaprivacidade',
  // Not prerendered: the shell.
  '/login',
];

async function errorsOf(request: import('@playwright/test').APIRequestContext, path: string, status = 200) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), path).toBe(status);
  const report = await validator.validateString(await response.text(), path);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${path} ${message.ruleId}: ${message.message}`),
  );
}

test('the public pages are valid HTML', async ({ request }) => {
  const errors: string[] = [];
  for (const path of PAGES) errors.push(...(await errorsOf(request, path)));
  expect(errors).toEqual([]);
});

test('a posting with a long title and the page of a missing posting are valid HTML', async ({ request }) => {
  const clinic = await createClinicAccount(request);
  const titulo = `Dentista Radiologista para laudos de tomografia e panorâmicas no turno da noite ${RUN}`;
  const id = await postOpenVaga(request, clinic, 'Dentista Radiologista', titulo);
  expect([
    ...(await errorsOf(request, `/vagas/${id}`)),
    ...(await errorsOf(request, '/vagas/999999999', 404)),
  ]).toEqual([]);
});
