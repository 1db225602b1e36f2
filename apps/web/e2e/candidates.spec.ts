import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/accounts';
import {
  accessDialog,
  apiViewCount,
  cards,
  createClinicAccount,
  createListedCandidate,
  openSignedIn,
  RUN,
  removeCreatedCandidates,
} from './fixtures/candidates';

// The clinics' candidate list (/candidatos) and the candidate profile view (/perfil/{id}),
// spec 1 section 2. Each test lists candidates of a state no other spec uses (AP, TO, AC).

test.describe.configure({ timeout: 60_000 });
test.afterEach(({ request }) => removeCreatedCandidates(request));

const empty = 'Nenhum candidato encontrado com os filtros selecionados.';
const dropdown = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label} `) });

test.describe('candidate list for a clinic', () => {
  test('filters, pages through the URL, survives a reload and clears', async ({ page, request }) => {
    test.setTimeout(60_000);
    const clinic = await createClinicAccount(request);
    const names = [`Rita Recepção ${RUN}`, `Rui Recepção ${RUN}`, `Tais Auxiliar ${RUN}`];
    await createListedCandidate(request, { nome: names[0] ?? '', profession: 'Recepcionista', estado: 'AP' });
    await createListedCandidate(request, { nome: names[1] ?? '', profession: 'Recepcionista', estado: 'AP' });
    await createListedCandidate(request, {
      nome: names[2] ?? '',
      profession: 'TSB',
      estado: 'AP',
      photo: true,
    });

    await openSignedIn(page, clinic, 'clinica', '/candidatos?size=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Candidatos' })).toBeVisible();
    await expect(accessDialog(page)).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();

    // One dropdown at a time: opening 'Profissão' closes 'Estado'.
    await dropdown(page, 'Estado').click();
    await expect(page.getByRole('checkbox')).toHaveCount(27);
    await page.getByRole('checkbox', { name: 'AP', exact: true }).check();
    await dropdown(page, 'Profissão').click();
    await expect(dropdown(page, 'Estado')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('checkbox')).toHaveCount(6);
    await page.getByRole('checkbox', { name: 'Recepcionista' }).check();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();

    await expect(page).toHaveURL(/\/candidatos\?tipos_profissao=Recepcionista&estados=AP&size=2$/);
    await expect(page.getByRole('heading', { name: '2 candidatos' })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).getByRole('heading')).toHaveText([names[1] ?? '', names[0] ?? '']);
    await expect(cards(page).first()).toContainText('Recepcionista');
    await expect(cards(page).first()).toContainText('0 visualizações');
    await expect(cards(page).first().getByTestId('avatar-placeholder')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Paginação' })).toHaveCount(0);

    // Any profession in AP: 3 candidates on 2 pages of 2.
    await dropdown(page, 'Profissão').click();
    await page.getByRole('checkbox', { name: 'Recepcionista' }).uncheck();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page.getByRole('heading', { name: '3 candidatos' })).toBeVisible();
    await expect(page.getByText('Página 1 de 2')).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByRole('img', { name: `Foto de ${names[2]}` }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL(/\/candidatos\?estados=AP&page=2&size=2$/);
    await expect(page.getByText('Página 2 de 2')).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText([names[0] ?? '']);

    // The URL is the state: a reload shows the same page and the panel the same filters.
    await page.reload();
    await expect(page.getByText('Página 2 de 2')).toBeVisible();
    await expect(dropdown(page, 'Estado')).toHaveAccessibleName('Estado AP');
    await expect(dropdown(page, 'Profissão')).toHaveAccessibleName('Profissão Todas as profissões');

    // A filter with no match, then 'Limpar'.
    await dropdown(page, 'Profissão').click();
    await page.getByRole('checkbox', { name: 'Dentista Radiologista' }).check();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page.getByText(empty)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Limpar' }).click();
    await expect(page).toHaveURL(/\/candidatos\?size=2$/);
    await expect(page.getByText(empty)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(2);
    await expect(dropdown(page, 'Estado')).toHaveAccessibleName('Estado Todos os estados');

    // Back in history returns to the filtered list.
    await page.goBack();
    await expect(page.getByText(empty)).toBeVisible();
  });

  test('opening a card counts a view; the profile shows the records and downloads the portfolio', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const clinic = await createClinicAccount(request);
    const candidate = await createListedCandidate(request, {
      nome: `Dora Radiologista ${RUN}`,
      profession: 'Dentista Radiologista',
      estado: 'TO',
      cidade: 'Palmas',
      photo: true,
      portfolioName: `portfolio-dora-${RUN}.pdf`,
      registro: {
        titulo_registrado_cro: true,
        trabalha_com_2d: true,
        trabalha_com_3d: false,
        tipo_exame_2d: ['Periapical', 'Panorâmica'],
        nivel_informatica: 'Avançado',
        outros_conhecimentos: ['Inglês avançado'],
      },
    });

    await openSignedIn(
      page,
      clinic,
      'clinica',
      '/candidatos?estados=TO&tipos_profissao=Dentista+Radiologista',
    );
    const card = cards(page).filter({ hasText: candidate.nome });
    await expect(card).toContainText('Palmas - TO');
    await expect(card).toContainText('0 visualizações');
    await card.getByRole('link', { name: 'Veja Mais' }).click();

    await expect(page).toHaveURL(new RegExp(`/perfil/${candidate.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate.nome);
    await expect(page.getByText('1 visualização', { exact: true })).toBeVisible();
    expect(await apiViewCount(request, clinic, candidate.id)).toBe(1);
    const main = page.locator('main');
    await expect(main).toContainText('Dentista Radiologista');
    await expect(main.getByRole('link', { name: candidate.email })).toHaveAttribute(
      'href',
      `mailto:${candidate.email}`,
    );
    await expect(main).toContainText(/\(11\) 9\d{4}-\d{4}/);
    await expect(main.getByRole('img', { name: `Foto de ${candidate.nome}` })).toBeVisible();

    const professional = main.getByRole('region', { name: 'Profissionais' });
    await expect(professional).toContainText('Título registrado no CRO');
    await expect(professional).toContainText('Sim');
    await expect(professional).toContainText('Periapical, Panorâmica');
    await expect(professional).toContainText('Inglês avançado');
    const formacao = main.getByRole('region', { name: 'Formação' });
    await expect(formacao).toContainText('Radiologia Odontológica');
    await expect(formacao).toContainText('SENAC');
    await expect(formacao).toContainText('2019');
    await expect(main.getByRole('region', { name: 'Experiência' })).toContainText(
      'Panorâmicas e tomografias.',
    );
    // A clinic gets the city, the state and whether the candidate moves; never the street or CEP.
    const endereco = main.getByRole('region', { name: 'Endereço' });
    await expect(endereco).toContainText('Palmas');
    await expect(endereco).toContainText('TO');
    await expect(endereco).toContainText('Aceita trabalhar em outra cidade');
    for (const hidden of ['Rua das Flores', '68900-000', 'Sala 3', 'Logradouro', 'CEP'])
      await expect(main).not.toContainText(hidden);
    await expectNoAxeViolations(page);

    // 'Baixar Portfólio': 'Gerando link...', then the same bytes under the original name.
    await page.route('**/api/v1/arquivos/portfolio/candidato/*/link*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar Portfólio' }).click();
    await expect(page.getByRole('button', { name: 'Gerando link...' })).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(candidate.portfolio?.name);
    const bytes = await readFile(await download.path());
    expect(bytes.equals(candidate.portfolio?.bytes ?? Buffer.alloc(0))).toBe(true);
    await expect(page.getByRole('button', { name: 'Baixar Portfólio' })).toBeEnabled();

    // Back to the same filtered list: the card shows the new count.
    await page.getByRole('link', { name: 'Voltar à lista de candidatos' }).click();
    await expect(page).toHaveURL(/\/candidatos\?estados=TO&tipos_profissao=Dentista\+Radiologista$/);
    await expect(cards(page).filter({ hasText: candidate.nome })).toContainText('1 visualização');
  });

  test('a profile without records shows the empty texts and no portfolio', async ({ page, request }) => {
    const clinic = await createClinicAccount(request);
    const candidate = await createListedCandidate(request, {
      nome: `Edu Sem Dados ${RUN}`,
      profession: 'ASB',
      estado: 'AC',
      records: false,
    });
    await openSignedIn(page, clinic, 'clinica', `/perfil/${candidate.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate.nome);
    await expect(page.getByText('Nenhuma formação adicionada.')).toBeVisible();
    await expect(page.getByText('Nenhuma experiência adicionada.')).toBeVisible();
    await expect(page.getByText('0 visualizações')).toBeVisible();
    await page.getByRole('button', { name: 'Baixar Portfólio' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nenhum portfólio encontrado para este candidato.');

    await page.goto('/perfil/999999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidato não encontrado.');
  });

  test('an unpublished candidate does not exist for clinics; they see their own empty profile', async ({
    page,
    request,
  }) => {
    const clinic = await createClinicAccount(request);
    const candidate = await createListedCandidate(request, {
      nome: `Ivo Rascunho ${RUN}`,
      profession: 'ASB',
      estado: 'AC',
      publish: false,
    });
    await openSignedIn(page, clinic, 'clinica', `/perfil/${candidate.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidato não encontrado.');
    await expect(page.getByText(candidate.nome)).toHaveCount(0);

    await openSignedIn(page, candidate, 'candidato', `/perfil/${candidate.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate.nome);
    await expect(page.getByText('Assim as clínicas veem o seu perfil.')).toBeVisible();
    await expect(page.getByText('Nenhuma informação profissional encontrada.')).toBeVisible();
    await expect(page.getByText('Nenhuma formação adicionada.')).toBeVisible();
    await expect(page.getByText('Nenhuma experiência adicionada.')).toBeVisible();
  });

  test('the list passes the accessibility check', async ({ page, request }) => {
    const clinic = await createClinicAccount(request);
    await createListedCandidate(request, { nome: `Fabi Axe ${RUN}`, profession: 'Técnico', estado: 'AC' });
    await openSignedIn(page, clinic, 'clinica', '/candidatos?estados=AC');
    await expect(cards(page).filter({ hasText: `Fabi Axe ${RUN}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await dropdown(page, 'Estado').click();
    await expectNoAxeViolations(page);
  });
});
