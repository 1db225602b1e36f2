import { ApiError, apiGet } from '../../lib/api';
import { firstText, isObject } from '../../lib/loose';

/**
 * The candidate's portfolio as a clinic downloads it (spec 1 sections 3, 4, 7 and 8): the list
 * of files (404 or 204 mean none), then a signed link for one file (url, link or signedUrl).
 */

export const PORTFOLIO_MESSAGES = {
  noUser: 'Não foi possível identificar o usuário deste candidato.',
  none: 'Nenhum portfólio encontrado para este candidato.',
  link: 'Não foi possível gerar o link do portfólio.',
  /** Internal: the link answer had no usable address. */
  noLink: 'Não foi possível obter o link do portfólio.',
  list: (status: number) => `Falha ao listar portfólio (HTTP ${status})`,
} as const;

export interface PortfolioFile {
  key: string;
  /** The original file name. */
  name: string;
  /** A signed link that came with the list, if any. */
  url: string | null;
}

/** The link of an answer: a plain string, or its url, link or signedUrl. */
export function linkOf(answer: unknown): string | null {
  if (typeof answer === 'string') return answer.trim() || null;
  if (!isObject(answer)) return null;
  return firstText(answer.url, answer.link, answer.signedUrl, answer.signed_url) || null;
}

/** The files of a list answer (an array, or its items, files or data); entries without a key are dropped. */
export function normalizePortfolio(answer: unknown): PortfolioFile[] {
  const items = Array.isArray(answer)
    ? answer
    : isObject(answer)
      ? ([answer.items, answer.files, answer.data].find(Array.isArray) ?? [])
      : [];
  return items.flatMap((item: unknown) => {
    if (typeof item === 'string' && item.trim()) {
      const key = item.trim();
      return [{ key, name: key.slice(key.lastIndexOf('/') + 1), url: null }];
    }
    if (!isObject(item)) return [];
    const key = firstText(item.key, item.object, item.path);
    if (!key) return [];
    const name =
      firstText(item.filename, item.name, item.original_name) || key.slice(key.lastIndexOf('/') + 1);
    return [{ key, name, url: linkOf(item) }];
  });
}

const base = (candidateId: string | number) =>
  `/api/v1/arquivos/portfolio/candidato/${encodeURIComponent(String(candidateId))}`;

/** The candidate's files; [] for none (404, 204). Other failures: 'Falha ao listar portfólio (HTTP {status})'. */
export async function listPortfolio(candidateId: string | number): Promise<PortfolioFile[]> {
  try {
    return normalizePortfolio(await apiGet(base(candidateId)));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 204)) return [];
    const status = error instanceof ApiError ? error.status : 0;
    throw new Error(PORTFOLIO_MESSAGES.list(status), { cause: error });
  }
}

/** A fresh signed link for one file (the list's own link when the call fails). */
export async function portfolioLink(candidateId: string | number, file: PortfolioFile): Promise<string> {
  let answer: unknown;
  try {
    answer = await apiGet(`${base(candidateId)}/link`, { query: { key: file.key } });
  } catch (error) {
    if (file.url) return file.url;
    throw new Error(PORTFOLIO_MESSAGES.link, { cause: error });
  }
  const url = linkOf(answer) ?? file.url;
  if (!url) throw new Error(PORTFOLIO_MESSAGES.link, { cause: new Error(PORTFOLIO_MESSAGES.noLink) });
  return url;
}

/**
 * Saves the file: a same-origin link through a temporary <a download> (the server names it with
 * the original name), another origin's link in a new tab.
 */
export function openDownload(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (new URL(link.href, window.location.href).origin === window.location.origin) {
    link.download = filename;
  } else {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
