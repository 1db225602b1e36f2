import { isClinic, STORAGE_KEYS } from '@app/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { getStoredUser } from '../../lib/session';
import { useClinicFull } from './api/clinic';

/** The first-stage registration data shown on the review (spec 2 section 2.2). */
export interface ClinicRegistration {
  nome_fantasia: string;
  cnpj: string;
  telefone: string;
  email: string;
}

export interface ClinicContext {
  /** The clinic's id, or null when it cannot be told (publishing is then refused). */
  id: string | null;
  registration: ClinicRegistration;
}

const REGISTRATION_FIELDS = ['nome_fantasia', 'cnpj', 'telefone', 'email'] as const;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

const idText = (value: unknown): string | null =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\d+$/.test(value))
    ? String(value)
    : null;

/** The stored 'clinica' item: the clinic's id, or the created clinic as JSON. */
function storedClinic(): Record<string, unknown> {
  const raw = localStorage.getItem(STORAGE_KEYS.clinic);
  if (!raw) return {};
  if (/^\d+$/.test(raw.trim())) return { id: raw.trim() };
  try {
    return asRecord(JSON.parse(raw));
  } catch {
    return {};
  }
}

/**
 * The clinic's id and registration data: the route state of the sign-up, then the stored session
 * (a clinic user) and the stored 'clinica' item.
 */
export function readClinicContext(state: unknown): ClinicContext {
  const route = asRecord(state);
  const user = getStoredUser();
  const clinicUser = user && isClinic(user.tipo_usuario) ? user : null;
  const stored = storedClinic();
  const id = idText(route.id) ?? idText(clinicUser?.id) ?? idText(stored.id);
  const registration = {} as ClinicRegistration;
  for (const field of REGISTRATION_FIELDS) {
    // The stored user (GET /usuarios/me) carries the name and e-mail, not the CNPJ or phone.
    const fromUser = field === 'nome_fantasia' || field === 'email' ? clinicUser?.[field] : undefined;
    registration[field] = [route[field], stored[field], fromUser].find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    ) as string;
    registration[field] ??= '';
  }
  return { id, registration };
}

/**
 * The clinic of the wizard (route state and storage); whatever registration data is missing is
 * read from GET /usuario_clinica/{id}/full.
 */
export function useClinicContext(): ClinicContext {
  const location = useLocation();
  const [local] = useState(() => readClinicContext(location.state));
  const missing = REGISTRATION_FIELDS.some((field) => !local.registration[field]);
  const full = useClinicFull(local.id, { enabled: missing });
  if (!missing || !full.data) return local;
  const registration = { ...local.registration };
  for (const field of REGISTRATION_FIELDS) {
    if (!registration[field]) registration[field] = full.data[field];
  }
  return { id: local.id, registration };
}
