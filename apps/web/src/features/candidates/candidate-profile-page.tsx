import { STORAGE_KEYS } from '@app/shared';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useCandidateClinicView, useCandidateFull } from '../../api/candidate-profile';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError, endsStoredSession } from '../../lib/api';
import { clearSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSession } from '../../lib/use-session';
import { profileAccessOf } from './access';
import { AccessRestrictedOverlay } from './access-restricted-overlay';
import { CandidateProfileView } from './candidate-profile-view';
import { profileReturnOf } from './profile-return';

const storedUserId = () => (typeof window === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.userId));

const box = 'rounded-3xl bg-white p-8 text-center text-muted shadow-sm ring-1 ring-navy/10';

/** The server's words for a clinic's daily limit of profiles (429), should it send none. */
const DAILY_LIMIT_MESSAGE = 'Limite diário de perfis consultados atingido. Tente novamente amanhã.';

/**
 * /perfil/{id}: a candidate's profile as a clinic sees it (spec 1 section 2). Like the API, it
 * is for clinics and for the candidate themself, who gets the clinics' answer of the API as a
 * preview ('Ver como a clínica vê' on /perfil); a visitor or another candidate gets the
 * 'Acesso restrito' overlay of the candidate list (also when the API answers 403), and an
 * expired session (401) is removed, which shows the visitor's overlay. An unpublished candidate
 * is 404 like an unknown one; a clinic past its daily number of profiles (429) reads why, with
 * no retry button (retrying today cannot help). The back link returns to the vaga's applicants
 * when the clinic came from its pipeline (`?vaga={id}`), else to the list (profile-return.ts).
 */
export function CandidateProfilePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const access = profileAccessOf(session, id, storedUserId());
  const validId = /^\d{1,10}$/.test(id) && Number(id) > 0 && Number(id) <= 2_147_483_647;
  // The candidate themself previews the profile exactly as the API answers clinics.
  const asClinic = useCandidateFull(id, { enabled: access === 'clinic' && validId });
  const preview = useCandidateClinicView(id, { enabled: access === 'self' && validId });
  const query = access === 'self' ? preview : asClinic;
  usePageMeta({ title: query.data?.nome || 'Perfil do candidato' });

  const status = query.error instanceof ApiError ? query.error.status : null;
  // Only an answer to the session stored now ends it (never a newer one).
  const expired = endsStoredSession(query.error);
  useEffect(() => {
    if (expired) clearSession();
  }, [expired]);

  const overlay =
    access === 'visitor' || access === 'non-clinic' ? access : status === 403 ? 'non-clinic' : null;
  const fromList = (location.state as { fromList?: unknown } | null)?.fromList;
  const back = profileReturnOf(searchParams, typeof fromList === 'string' ? fromList : null);
  const notFound = !validId || status === 404;
  const limited = status === 429 ? (query.error as ApiError).detail || DAILY_LIMIT_MESSAGE : null;

  return (
    <div className="bg-mist px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        {overlay ? (
          <h1 className={`${box} text-2xl font-bold text-navy`}>Perfil do candidato</h1>
        ) : notFound ? (
          <div className={box}>
            <h1 className="text-2xl font-bold text-navy">Candidato não encontrado.</h1>
            <Link to={back.to} className="mt-4 inline-block font-semibold text-accent-strong underline">
              {back.label}
            </Link>
          </div>
        ) : limited ? (
          <div className={box} role="alert">
            <h1 className="text-2xl font-bold text-navy">{limited}</h1>
            <Link to={back.to} className="mt-4 inline-block font-semibold text-accent-strong underline">
              {back.label}
            </Link>
          </div>
        ) : query.data ? (
          <CandidateProfileView
            candidate={query.data}
            id={Number(id)}
            own={access === 'self'}
            back={back}
            clinicName={
              access === 'clinic' ? (session.user?.nome_fantasia ?? session.user?.nome ?? '') : null
            }
          />
        ) : query.isError ? (
          <LoadFailure
            error={query.error}
            message="Não foi possível carregar o perfil. Tente novamente."
            onRetry={query.refetch}
            retrying={query.isFetching}
          />
        ) : (
          <p role="status" className={box}>
            Carregando...
          </p>
        )}
      </div>
      {overlay && <AccessRestrictedOverlay reason={overlay} />}
    </div>
  );
}

export { CandidateProfilePage as Component };
