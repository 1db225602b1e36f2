import type { CandidateFull } from '@app/shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { CandidateProfileHeader } from './candidate-profile-header';
import { CandidateProfileSections } from './candidate-profile-sections';
import { SaveCandidateButton } from './save-candidate-button';

interface CandidateProfileViewProps {
  candidate: CandidateFull;
  id: number;
  /** The candidate looking at their own profile (a note leads to /perfil2 to edit it). */
  own: boolean;
  /** The list's query string when the profile was opened from /candidatos. */
  listSearch: string | null;
  /** The clinic looking at the profile (its nome_fantasia); null on the candidate's own view. */
  clinicName: string | null;
}

/** /perfil/{id} once loaded (spec 1 section 2, 'Candidate profile view'). */
export function CandidateProfileView({
  candidate,
  id,
  own,
  listSearch,
  clinicName,
}: CandidateProfileViewProps) {
  return (
    <>
      {own ? (
        <FormAlert tone="success">
          Assim as clínicas veem o seu perfil.{' '}
          <Link to="/perfil2" className="font-semibold underline underline-offset-2">
            Editar meu perfil
          </Link>
        </FormAlert>
      ) : (
        <Link
          to={listSearch ? `/candidatos?${listSearch}` : '/candidatos'}
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-strong underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Voltar à lista de candidatos
        </Link>
      )}
      <CandidateProfileHeader
        candidate={candidate}
        id={id}
        clinicName={own ? null : clinicName}
        actions={
          !own && candidate.salvo !== undefined ? (
            <SaveCandidateButton candidateId={candidate.id} saved={candidate.salvo} />
          ) : null
        }
      />
      <CandidateProfileSections candidate={candidate} />
    </>
  );
}
