import { describe, expect, it } from 'vitest';
import { profilePathFromVaga, profileReturnOf, RETURN_LABELS } from './profile-return';

const back = (query: string, listSearch: string | null = null) =>
  profileReturnOf(new URLSearchParams(query), listSearch);

describe("the profile's back link", () => {
  it("returns to the vaga's applicants when opened from the pipeline", () => {
    expect(profilePathFromVaga(42, 7)).toBe('/perfil/42?vaga=7');
    expect(back('vaga=7')).toEqual({ to: '/minhas-vagas/7', label: 'Voltar aos candidatos da vaga' });
    expect(back('vaga=2147483647', 'estados=SP').to).toBe('/minhas-vagas/2147483647');
  });

  it('ignores a vaga that is not a valid id and returns to the list (with its filters)', () => {
    for (const bad of [
      'vaga=',
      'vaga=0',
      'vaga=07',
      'vaga=-3',
      'vaga=1.5',
      'vaga=abc',
      'vaga=2147483648',
      'vaga=%2Fadmin',
    ]) {
      expect(back(bad)).toEqual({ to: '/candidatos', label: RETURN_LABELS.list });
    }
    expect(back('', 'estados=SP&page=2')).toEqual({
      to: '/candidatos?estados=SP&page=2',
      label: 'Voltar à lista de candidatos',
    });
  });
});
