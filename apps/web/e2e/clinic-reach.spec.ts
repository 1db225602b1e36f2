import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/accounts';
import {
  cards,
  createClinicAccount,
  createListedCandidate,
  openSignedIn,
  RUN,
  removeCreatedCandidates,
} from './fixtures/candidates';
import { shot } from './fixtures/profile';

// How a clinic reaches a candidate: no street address on the profile, 'Chamar no WhatsApp' with
// a greeting naming the clinic, and a private saved list ('Salvos') on /candidatos.

test.afterEach(({ request }) => removeCreatedCandidates(request));

for (const width of [1366, 375]) {
  test(`a clinic reaches a candidate at ${width} px: city only, WhatsApp, saved list`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    const clinic = await createClinicAccount(request);
    const candidate = await createListedCandidate(request, {
      nome: `Lia Alcance ${RUN} ${width}`,
      profession: 'TSB',
      estado: 'PA',
      cidade: 'Belém',
    });

    await openSignedIn(page, clinic, 'clinica', `/perfil/${candidate.id}`);
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate.nome);
    const endereco = main.getByRole('region', { name: 'Endereço' });
    await expect(endereco).toContainText('Belém');
    await expect(endereco).toContainText('Aceita trabalhar em outra cidade');
    for (const hidden of ['Rua das Flores', '68900-000', 'Sala 3'])
      await expect(main).not.toContainText(hidden);

    const whatsapp = main.getByRole('link', { name: 'Chamar no WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(
      `https://wa.me/55${candidate.data.telefone.replace(/\D/g, '')}`,
    );
    expect(href.searchParams.get('text')).toBe(
      `Olá, Lia! Aqui é da clínica ${clinic.nome}. Vimos seu perfil no banco de talentos da RX Odonto e gostaríamos de conversar sobre uma oportunidade.`,
    );
    expect((await whatsapp.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);
    await shot(page, `clinic-view-candidate-${width}`);

    await main.getByRole('button', { name: 'Salvar candidato' }).click();
    await expect(main.getByRole('button', { name: 'Salvo' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/candidatos?salvos=true');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(candidate.nome);
    await expect(cards(page).first().getByRole('button', { name: 'Salvo' })).toBeVisible();

    // Private to the clinic: another clinic's saved list is empty.
    const other = await createClinicAccount(request);
    await openSignedIn(page, other, 'clinica', '/candidatos?salvos=true');
    // On a phone the filters open from 'Filtros (n)'.
    if (width === 375) await page.getByRole('button', { name: 'Filtros (1)' }).click();
    await expect(page.getByRole('switch', { name: 'Salvos' })).toBeChecked();
    await expect(cards(page).filter({ hasText: candidate.nome })).toHaveCount(0);
  });
}
