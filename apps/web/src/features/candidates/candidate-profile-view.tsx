import type { CandidateFull } from '@app/shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { CandidateProfileHeader } from './candidate-profile-header';
import { CandidateProfileSections } from './candidate-profile-sections';
import { PreviewNotice } from './preview-notice';
import type { ProfileReturn } from './profile-return';
import { SaveCandidateButton } from './save-candidate-button';

interface CandidateProfileViewProps {
  candidate: CandidateFull;
  id: number;
  /** The candidate previewing their own profile as clinics get it (a note leads back to /perfil). */
  own: boolean;
  /** The back link: to /candidatos (with its filters) or to the vaga's applicants. */
  back: ProfileReturn;
  /** The clinic looking at the profile (its nome_fantasia); null on the candidate's own view. */
  clinicName: string | null;
}

/** /perfil/{id} once loaded (spec 1 section 2, 'Candidate profile view'). */
export function CandidateProfileView({ candidate, id, own, back, clinicName }: CandidateProfileViewProps) {
  return (
    <>
      {own ? (
        <PreviewNotice published={Boolean(candidate.published_at)} />
      ) : (
        <Link
          to={back.to}
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-strong underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {back.label}
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
