import { useState } from 'react';
import {
  listPortfolio,
  openDownload,
  PORTFOLIO_MESSAGES,
  type PortfolioFile,
  portfolioLink,
} from './portfolio-api';

export type PortfolioState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'choose'; files: PortfolioFile[] }
  | { status: 'error'; message: string };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : PORTFOLIO_MESSAGES.link;

/**
 * 'Baixar Portfólio' (spec 1 section 4): idle, then 'Gerando link...', then the file is saved.
 * With several files the person picks one; each pick asks for its own signed link.
 */
export function usePortfolioDownload(candidateId: number | null) {
  const [state, setState] = useState<PortfolioState>({ status: 'idle' });

  const download = async (file: PortfolioFile, others: PortfolioFile[] | null) => {
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
    let files: PortfolioFile[];
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

  return { state, start, pick: (file: PortfolioFile, files: PortfolioFile[]) => download(file, files) };
}
