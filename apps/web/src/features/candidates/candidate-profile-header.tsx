import type { CandidateFull } from '@app/shared';
import { maskPhone } from '@app/shared';
import { Mail, Phone } from 'lucide-react';
import { CandidateAvatar } from './candidate-avatar';
import { PortfolioDownload } from './portfolio-download';
import { ViewCountLabel } from './view-count-label';

/** The candidate's photo, name, profession, e-mail, phone, view count and 'Baixar Portfólio'. */
export function CandidateProfileHeader({ candidate, id }: { candidate: CandidateFull; id: number }) {
  const name = candidate.nome || 'Candidato';
  const phone = candidate.telefone ? maskPhone(candidate.telefone) || candidate.telefone : '';
  return (
    <div className="flex flex-col items-center gap-6 rounded-3xl bg-white px-5 py-8 shadow-lg shadow-navy/5 sm:px-10 md:flex-row md:items-center md:gap-10">
      <CandidateAvatar url={candidate.foto_url} name={name} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center md:items-start md:text-left">
        <h1 className="text-2xl font-bold break-words text-navy sm:text-3xl">{name}</h1>
        {candidate.tipo_profissao && (
          <p className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-navy">
            {candidate.tipo_profissao}
          </p>
        )}
        {candidate.email && (
          <p className="flex items-center gap-2 text-ink">
            <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
            <span className="sr-only">E-mail:</span>
            <a href={`mailto:${candidate.email}`} className="break-all underline-offset-2 hover:underline">
              {candidate.email}
            </a>
          </p>
        )}
        {phone && (
          <p className="flex items-center gap-2 text-ink">
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
            <span className="sr-only">Telefone:</span>
            <a href={`tel:+55${phone.replace(/\D/g, '')}`} className="underline-offset-2 hover:underline">
              {phone}
            </a>
          </p>
        )}
        <ViewCountLabel candidateId={id} />
        <div className="mt-3">
          <PortfolioDownload candidateId={candidate.id} />
        </div>
      </div>
    </div>
  );
}
