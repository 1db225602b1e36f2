import { Navigate } from 'react-router';
import { useLoginPath } from '../../lib/use-login-path';
import { usePageTitle } from '../../lib/use-page-title';
import { CandidateProfile } from './candidate-profile';
import { ClinicProfile } from './clinic-profile';
import { useProfileSession } from './use-profile-session';

/**
 * /perfil2 (and /perfil): the signed-in user's own profile (spec 2 section 2.3). Without a
 * session, or when it cannot be loaded, the visitor goes to /login, which returns here.
 */
export function MyProfilePage() {
  usePageTitle('Meu Perfil');
  const session = useProfileSession();
  const loginPath = useLoginPath();
  if (session.status === 'none') return <Navigate to={loginPath} replace />;
  if (session.status === 'loading') {
    return (
      <p role="status" className="py-20 text-center text-muted">
        Carregando...
      </p>
    );
  }
  return session.kind === 'clinica' ? (
    <ClinicProfile user={session.user} id={session.id} />
  ) : (
    <CandidateProfile user={session.user} id={session.id} />
  );
}

export { MyProfilePage as Component };
