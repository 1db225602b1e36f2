// Rules of the clinic's information: one row per clinic (POST and PUT both create or replace),
// written and read only by the clinic itself (the routes let only that clinic in); the first save
// publishes the clinic. The whole
// profile (GET /usuario_clinica/{id}/full) adds the registration data and the photo link.
import type { ClinicInfoPayload } from '@app/shared';
import type { InfosClinica } from '../../db/schema';
import { AUTH_MESSAGES, type AuthUser } from '../../plugins/auth';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../plugins/storage';
import { PHOTO_LINK_SECONDS, photoLink } from '../files/files.service';
import * as repo from './clinic-info.repo';

export const CLINIC_MESSAGES = {
  clinicNotFound: 'Clínica não encontrada.',
  infosNotFound: 'Informações da clínica não encontradas.',
} as const;

/** The record's fields, with id = the clinic's id (timestamps are not part of it). */
export function infosAnswer(row: InfosClinica) {
  const { created_at: _c, updated_at: _u, ...fields } = row;
  return { id: row.usuario_clinica_id, ...fields };
}

/**
 * POST, and PUT /{clinicId} by that clinic: create or replace the caller's information, and
 * publish. A usuario_clinica_id in the body must be the caller's (403 otherwise).
 */
export async function saveInfos(db: AppDb, caller: AuthUser, payload: ClinicInfoPayload) {
  const { usuario_clinica_id: bodyOwner, ...values } = payload;
  if (bodyOwner !== undefined && bodyOwner !== caller.id) throw new HttpError(403, AUTH_MESSAGES.ownDataOnly);
  const { record, created } = await db.transaction(async (tx) => {
    if (!(await repo.lockClinic(tx, caller.id))) throw new HttpError(404, CLINIC_MESSAGES.clinicNotFound);
    const saved = await repo.upsertInfos(tx, caller.id, values);
    await repo.markClinicPublished(tx, caller.id);
    return saved;
  });
  return { answer: infosAnswer(record), created };
}

export async function infosOf(db: AppDb, clinicId: number) {
  const row = await repo.findInfos(db, clinicId);
  if (!row) throw new HttpError(404, CLINIC_MESSAGES.infosNotFound);
  return { tipo: 'infos_clinica' as const, data: infosAnswer(row) };
}

/** The clinic's whole profile, for the clinic itself. */
export async function fullClinic(db: AppDb, storage: Storage, clinicId: number) {
  const clinic = await repo.findClinicWithInfos(db, clinicId);
  if (!clinic) throw new HttpError(404, CLINIC_MESSAGES.clinicNotFound);
  const photoKey = await repo.photoKeyOf(db, clinicId);
  const infos = clinic.infos ? infosAnswer(clinic.infos) : null;
  return {
    id: clinic.usuario_id,
    nome_fantasia: clinic.nome_fantasia,
    cnpj: clinic.cnpj,
    telefone: clinic.telefone,
    email: clinic.usuario.email,
    data_cadastro: clinic.data_cadastro.toISOString(),
    published_at: clinic.published_at?.toISOString() ?? null,
    verificada: clinic.verificada_em !== null,
    infos,
    endereco: infos
      ? {
          rua: infos.rua,
          numero: infos.numero,
          bairro: infos.bairro,
          cidade: infos.cidade,
          estado: infos.estado,
          cep: infos.cep,
        }
      : null,
    foto_url: photoKey ? await photoLink(storage, photoKey, PHOTO_LINK_SECONDS) : null,
  };
}
