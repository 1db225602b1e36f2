import { isClinic, type ProfessionRecord, recordOfProfession, STORAGE_KEYS } from '@app/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useCandidateFull } from '../../api/candidate-profile';
import { ApiError } from '../../lib/api';
import { getStoredUser, getToken } from '../../lib/session';

/** Who is filling the wizard: the signed-in candidate, their profession and contact. */
export interface CandidateContext {
  status: 'no-session' | 'not-candidate' | 'loading' | 'ready';
  id: string | null;
  /** The profession as stored (e.g. 'ASB'); decides the second step. */
  profession: string;
  record: ProfessionRecord | null;
  email: string;
  telefone: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readStoredCandidate(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.candidate) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What the browser knows without asking the server: session, route state, local storage. */
function readLocal(state: unknown) {
  const user = getStoredUser();
  const fromRoute = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const stored = readStoredCandidate();
  return {
    token: getToken(),
    userType: user?.tipo_usuario ?? localStorage.getItem(STORAGE_KEYS.userType),
    id: user?.id != null ? String(user.id) : localStorage.getItem(STORAGE_KEYS.userId),
    profession:
      localStorage.getItem(STORAGE_KEYS.profession) ||
      text(fromRoute.tipo_profissao) ||
      text(stored.tipo_profissao),
    email: text(fromRoute.email) || text(user?.email) || text(stored.email),
    telefone: text(fromRoute.telefone) || text(stored.telefone),
  };
}

/**
 * The candidate of the session (spec 2 section 3): the stored user and token; the profession
 * from local storage (tipo_profissao), the route state of the sign-up or the stored candidate;
 * contact from the route state. Whatever is missing is read from GET /usuario_candidato/{id}/full.
 */
export function useCandidateContext(): CandidateContext {
  const location = useLocation();
  const [local] = useState(() => readLocal(location.state));
  const signedIn = Boolean(local.token && local.id);
  const candidate = signedIn && !isClinic(local.userType);
  const needsServer = candidate && (!local.profession || !local.email || !local.telefone);

  const full = useCandidateFull(local.id, { enabled: needsServer });

  const profession = local.profession || (full.data?.tipo_profissao ?? '');
  const base = {
    id: local.id,
    profession,
    record: recordOfProfession(profession),
    email: local.email || (full.data?.email ?? ''),
    telefone: local.telefone || (full.data?.telefone ?? ''),
  };
  const expired = full.error instanceof ApiError && full.error.status === 401;
  if (!signedIn || expired) return { ...base, status: 'no-session' };
  if (!candidate) return { ...base, status: 'not-candidate' };
  if (!local.profession && full.isPending) return { ...base, status: 'loading' };
  return { ...base, status: 'ready' };
}
