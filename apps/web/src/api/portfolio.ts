import type { PortfolioItem } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiDelete, apiGet } from '../lib/api';

/**
 * The candidate's portfolio as a clinic downloads it (GET /arquivos/portfolio/candidato/{id} and
 * …/link): the list of files (a 404 means none), then a fresh signed link for one file. The
 * candidate also reads and changes their own through the hooks below (own profile, wizard review).
 */

export const PORTFOLIO_MESSAGES = {
  noUser: 'Não foi possível identificar o usuário deste candidato.',
  none: 'Nenhum portfólio encontrado para este candidato.',
  link: 'Não foi possível gerar o link do portfólio.',
  list: (status: number) => `Falha ao listar portfólio (HTTP ${status})`,
} as const;

const PORTFOLIO = '/api/v1/arquivos/portfolio/candidato/{id}';

/** The candidate's files; [] for none. Other failures: 'Falha ao listar portfólio (HTTP {status})'. */
export async function listPortfolio(candidateId: string | number): Promise<PortfolioItem[]> {
  try {
    return await apiGet(PORTFOLIO, { path: { id: Number(candidateId) } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    const status = error instanceof ApiError ? error.status : 0;
    throw new Error(PORTFOLIO_MESSAGES.list(status), { cause: error });
  }
}

/** A fresh signed link for one file (the list's own link when the call fails). */
export async function portfolioLink(candidateId: string | number, file: PortfolioItem): Promise<string> {
  try {
    const answer = await apiGet(`${PORTFOLIO}/link`, {
      path: { id: Number(candidateId) },
      query: { key: file.key },
    });
    return answer.url;
  } catch (error) {
    if (file.url) return file.url;
    throw new Error(PORTFOLIO_MESSAGES.link, { cause: error });
  }
}

export const portfolioKeys = {
  list: (candidateId: string) => ['portfolio', candidateId] as const,
};

/** The candidate's portfolio files (with download links valid for an hour). */
export function usePortfolioFiles(candidateId: string | null | undefined) {
  return useQuery({
    queryKey: portfolioKeys.list(candidateId ?? ''),
    queryFn: () => listPortfolio(candidateId ?? ''),
    enabled: Boolean(candidateId),
  });
}

/** DELETE /arquivos/portfolio/candidato/{id}?key=: the candidate removes one of their files. */
export function useRemovePortfolioFile(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => apiDelete(PORTFOLIO, { path: { id: Number(candidateId) }, query: { key } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.list(candidateId) }),
  });
}
