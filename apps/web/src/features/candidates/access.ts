import type { SessionState } from '../../lib/use-session';

/**
 * Who may see the candidate list (spec 1 section 4, 'Candidate list access'): a visitor who is
 * not logged in, a logged-in account that is not a clinic, or a clinic (the only one that sees it).
 */
export type ListAccess = 'visitor' | 'non-clinic' | 'clinic';

export function listAccessOf(session: Pick<SessionState, 'loggedIn' | 'isClinic'>): ListAccess {
  if (!session.loggedIn) return 'visitor';
  return session.isClinic ? 'clinic' : 'non-clinic';
}

/**
 * Who may see /perfil/{id}: like the API's GET /usuario_candidato/{id}/full, any clinic and the
 * candidate themself; a visitor gets 'visitor' and anyone else 'non-clinic' (the same overlay).
 */
export function profileAccessOf(
  session: Pick<SessionState, 'loggedIn' | 'isClinic' | 'user'>,
  candidateId: string | undefined,
  storedUserId: string | null,
): ListAccess | 'self' {
  const access = listAccessOf(session);
  if (access !== 'non-clinic') return access;
  const own = session.user?.id ?? storedUserId;
  return own != null && candidateId !== undefined && String(own) === candidateId ? 'self' : 'non-clinic';
}

export const ACCESS_TEXTS = {
  title: 'Acesso restrito',
  visitor: 'Você precisa estar logado para acessar esta página.',
  nonClinic: 'Este recurso é exclusivo para contas de clínica.',
  login: 'Fazer login',
  signup: 'Cadastrar-se',
  home: 'Voltar à Home',
  clinicLogin: 'Entrar com conta de clínica',
} as const;
