import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import type { ClinicInfoBody } from '../clinic-form';

/** POST /api/v1/infos_clinica/ — creates or replaces the clinic's record (the wizard's publish). */
export function publishClinicInfo(payload: ClinicInfoBody): Promise<unknown> {
  return apiPost('/api/v1/infos_clinica', { body: payload });
}

/** The wizard's publish as a mutation; the caller refreshes the clinic's reads and goes to /perfil. */
export function usePublishClinic() {
  return useMutation({ mutationFn: publishClinicInfo });
}
