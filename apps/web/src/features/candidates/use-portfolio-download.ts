import type { PortfolioItem } from '@app/shared';
import { useState } from 'react';
import { listPortfolio, PORTFOLIO_MESSAGES, portfolioLink } from '../../api/portfolio';

export type PortfolioState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'choose'; files: PortfolioItem[] }
  | { status: 'error'; message: string };

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

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : PORTFOLIO_MESSAGES.link;

/**
 * 'Baixar Portfólio' (spec 1 section 4): idle, then 'Gerando link...', then the file is saved.
 * With several files the person picks one; each pick asks for its own signed link.
 */
export function usePortfolioDownload(candidateId: number | null) {
  const [state, setState] = useState<PortfolioState>({ status: 'idle' });

  const download = async (file: PortfolioItem, others: PortfolioItem[] | null) => {
    if (candidateId === null) return;
    setState({ status: 'working' });
    try {
      openDownload(await portfolioLink(candidateId, file), file.name);
      setState(others ? { status: 'choose', files: others } : { status: 'idle' });
    } catch (error) {
      setState({ status: 'error', message: messageOf(error) });
    }
  };

  const start = async () => {
    if (candidateId === null) {
      setState({ status: 'error', message: PORTFOLIO_MESSAGES.noUser });
      return;
    }
    setState({ status: 'working' });
    let files: PortfolioItem[];
    try {
      files = await listPortfolio(candidateId);
    } catch (error) {
      setState({ status: 'error', message: messageOf(error) });
      return;
    }
    const [first] = files;
    if (!first) setState({ status: 'error', message: PORTFOLIO_MESSAGES.none });
    else if (files.length === 1) await download(first, null);
    else setState({ status: 'choose', files });
  };

  return { state, start, pick: (file: PortfolioItem, files: PortfolioItem[]) => download(file, files) };
}
