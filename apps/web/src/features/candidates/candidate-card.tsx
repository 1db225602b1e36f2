import type { CandidateCard as CandidateCardData } from '@app/shared';
import { ArrowRight, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { CandidateAvatar } from './candidate-avatar';
import { SaveCandidateButton } from './save-candidate-button';
import { ViewCountLabel } from './view-count-label';

interface CandidateCardProps {
  candidate: CandidateCardData;
  /** Called when 'Veja Mais' is followed (registers the view; the profile opens anyway). */
  onOpen: (id: number) => void;
  /** The list's query string, so the profile can lead back to the same page of results. */
  listSearch: string;
}

/** A card of the list: photo, name, profession, city, view count, 'Veja Mais' and the save toggle. */
export function CandidateCard({ candidate, onOpen, listSearch }: CandidateCardProps) {
  const nameId = useId();
  const place = [candidate.cidade, candidate.estado].filter(Boolean).join(' - ');
  const name = candidate.nome || 'Candidato';
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
