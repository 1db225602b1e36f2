import { type CandidateCard as CandidateCardData, experienceLabel } from '@app/shared';
import { ArrowRight, BriefcaseBusiness, CalendarCheck, MapPin, Plane } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { CandidateAvatar } from './candidate-avatar';
import { SaveCandidateButton } from './save-candidate-button';
import { ViewCountLabel } from './view-count-label';

/** dd/mm/aaaa in Brasília time. */
const availabilityDate = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(
    new Date(iso),
  );

interface CandidateCardProps {
  candidate: CandidateCardData;
  /** Called when 'Veja Mais' is followed (registers the view; the profile opens anyway). */
  onOpen: (id: number) => void;
  /** The list's query string, so the profile can lead back to the same page of results. */
  listSearch: string;
}

/** A card of the list: photo, name, profession, city, years of experience, view count, 'Veja Mais' and the save toggle. */
export function CandidateCard({ candidate, onOpen, listSearch }: CandidateCardProps) {
  const nameId = useId();
  const place = [candidate.cidade, candidate.estado].filter(Boolean).join(' - ');
  const name = candidate.nome || 'Candidato';
  // The profile's 'Tempo total de experiência', by the same rule (@app/shared experience.ts).
  const experience = experienceLabel(candidate.meses_experiencia);
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full items-start gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-navy/10"
    >
      <CandidateAvatar url={candidate.foto_url} name={name} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 id={nameId} className="text-lg font-bold break-words text-navy">
          {name}
        </h3>
        {candidate.tipo_profissao && (
          <p className="self-start rounded-full bg-accent-soft px-3 py-0.5 text-sm font-semibold text-navy">
            {candidate.tipo_profissao}
          </p>
        )}
        {place && (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            {place}
          </p>
        )}
        {experience && (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-navy">
            <BriefcaseBusiness aria-hidden="true" className="h-4 w-4 shrink-0" />
            {experience}
          </p>
        )}
        {candidate.deseja_atuar_fora && (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <Plane aria-hidden="true" className="h-4 w-4 shrink-0" />
            Aceita trabalhar em outra cidade
          </p>
        )}
        {candidate.disponibilidade_confirmada_em && (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <CalendarCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
            Disponibilidade confirmada em {availabilityDate(candidate.disponibilidade_confirmada_em)}
          </p>
        )}
        <ViewCountLabel candidateId={candidate.id} />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Link
            to={`/perfil/${candidate.id}`}
            state={{ fromList: listSearch }}
            onClick={() => onOpen(candidate.id)}
            aria-describedby={nameId}
            className={buttonClasses({ variant: 'secondary' })}
          >
            Veja Mais
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          <SaveCandidateButton candidateId={candidate.id} saved={candidate.salvo} />
        </div>
      </div>
    </article>
  );
}
