/**
 * Where /perfil/{id}'s back link leads: to the vaga's applicants (/minhas-vagas/{vaga}) when the
 * clinic opened the profile from its pipeline, which says so in the URL (`?vaga={id}`, so a
 * reload keeps it); else to the candidate list, with the filters it was opened from.
 */

/** The query parameter naming the vaga whose applicants the profile was opened from. */
export const FROM_VAGA_PARAM = 'vaga';

export interface ProfileReturn {
  to: string;
  label: string;
}

export const RETURN_LABELS = {
  list: 'Voltar à lista de candidatos',
  vaga: 'Voltar aos candidatos da vaga',
} as const;

/** A vaga id as the API takes it (a positive 32-bit integer, digits only), or null. */
export function vagaIdOf(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** The profile's path as the pipeline of `vagaId` links it. */
export const profilePathFromVaga = (candidateId: number, vagaId: number) =>
  `/perfil/${candidateId}?${FROM_VAGA_PARAM}=${vagaId}`;

/**
 * The back link: `?vaga=` when valid (anything else is ignored: the list), else the list with
 * `listSearch` (the list's query string, kept in the history state by the list's cards).
 */
export function profileReturnOf(search: URLSearchParams, listSearch: string | null): ProfileReturn {
  const vagaId = vagaIdOf(search.get(FROM_VAGA_PARAM));
  if (vagaId !== null) return { to: `/minhas-vagas/${vagaId}`, label: RETURN_LABELS.vaga };
  return { to: listSearch ? `/candidatos?${listSearch}` : '/candidatos', label: RETURN_LABELS.list };
}
