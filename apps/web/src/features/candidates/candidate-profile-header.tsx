import type { CandidateFull } from '@app/shared';
import { maskPhone } from '@app/shared';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { candidateWhatsappUrl } from '../../lib/whatsapp';
import { CandidateAvatar } from './candidate-avatar';
import { PortfolioDownload } from './portfolio-download';
import { ViewCountLabel } from './view-count-label';

interface CandidateProfileHeaderProps {
  candidate: CandidateFull;
  id: number;
  /** The clinic looking at the profile (its nome_fantasia), or null on the candidate's own view. */
  clinicName: string | null;
  /** The clinic's 'Salvar candidato' toggle. */
  actions?: ReactNode;
}

/**
 * The candidate's photo, name, profession, e-mail, phone, view count and 'Baixar Portfólio'; for
 * a clinic, 'Chamar no WhatsApp' with a greeting naming the clinic.
 */
export function CandidateProfileHeader({ candidate, id, clinicName, actions }: CandidateProfileHeaderProps) {
  const name = candidate.nome || 'Candidato';
  const phone = candidate.telefone ? maskPhone(candidate.telefone) || candidate.telefone : '';
  const whatsapp = clinicName === null ? null : candidateWhatsappUrl(candidate.telefone, name, clinicName);
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
        <div className="mt-3 flex flex-wrap items-center justify-center gap-3 md:justify-start">
          {whatsapp && (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[#1f7a4d] px-5 py-2 font-semibold text-white hover:bg-[#17603c] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy"
            >
              <MessageCircle aria-hidden="true" className="h-5 w-5" />
              Chamar no WhatsApp
            </a>
          )}
          {actions}
          <PortfolioDownload candidateId={candidate.id} />
        </div>
      </div>
    </div>
  );
}
