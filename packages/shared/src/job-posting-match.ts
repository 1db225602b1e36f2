/**
 * How well a candidate fits a posting, 0 to 100 (docs/decisions/0008-vagas-match-and-pipeline.md):
 *   profession  MATCH_WEIGHTS.profession when the candidate's profession is the posting's;
 *   tools       MATCH_WEIGHTS.tools × (required equipment and software the candidate lists ÷ required),
 *               the whole weight when the posting requires none;
 *   location    MATCH_WEIGHTS.location in the same city (same state), or when the candidate is willing
 *               to work outside their city; half of it in the same state, another city; else 0.
 * Names compare trimmed and lower-cased (as the candidate list's equipment filter does). The API
 * orders applicants by the same formula written in SQL (modules/applications/applications.repo.ts).
 */
export const MATCH_WEIGHTS = { profession: 40, tools: 40, location: 20 } as const;

export interface MatchVaga {
  tipo_profissao: string;
  estado: string;
  cidade: string;
  equipamentos: readonly string[];
  softwares: readonly string[];
}

export interface MatchCandidate {
  tipo_profissao: string;
  estado: string | null;
  cidade: string | null;
  deseja_atuar_fora: boolean;
  /** Every equipment, brand, software and platform of the professional record. */
  termos: readonly string[];
}

export interface MatchResult {
  pontuacao: number;
  em_comum: string[];
  faltando: string[];
}

export const matchKey = (text: string) => text.trim().toLowerCase();

/** The posting's required tools, each once (the first spelling kept). */
export function requiredTools(vaga: Pick<MatchVaga, 'equipamentos' | 'softwares'>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of [...vaga.equipamentos, ...vaga.softwares]) {
    const key = matchKey(item);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(item.trim());
  }
  return out;
}

export function computeMatch(vaga: MatchVaga, candidate: MatchCandidate): MatchResult {
  const known = new Set(candidate.termos.map(matchKey));
  const required = requiredTools(vaga);
  const em_comum = required.filter((item) => known.has(matchKey(item)));
  const faltando = required.filter((item) => !known.has(matchKey(item)));
  const profession = candidate.tipo_profissao === vaga.tipo_profissao ? MATCH_WEIGHTS.profession : 0;
  const tools =
    required.length === 0 ? MATCH_WEIGHTS.tools : (MATCH_WEIGHTS.tools * em_comum.length) / required.length;
  const sameState = (candidate.estado ?? '').toUpperCase() === vaga.estado.toUpperCase();
  const sameCity = sameState && matchKey(candidate.cidade ?? '') === matchKey(vaga.cidade);
  const location =
    sameCity || candidate.deseja_atuar_fora
      ? MATCH_WEIGHTS.location
      : sameState
        ? MATCH_WEIGHTS.location / 2
        : 0;
  return { pontuacao: Math.round(profession + tools + location), em_comum, faltando };
}
