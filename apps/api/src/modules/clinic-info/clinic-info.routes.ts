// The clinic's information (equipment, hours, address) and whole profile (contract:
// packages/shared/src/contract/clinic-info.ts). Registered without a prefix; infos_clinica answers
// under /api/v1 and at the contract's bare path:
//   POST /infos_clinica/ (create or replace)   PUT /infos_clinica/{clinicId}   GET /infos_clinica/{clinicId}
//   GET  /api/v1/usuario_clinica/{id}/full     the clinic, its information, address and photo link
// Only the clinic itself reads and writes them. The clinic photo goes through the files module
// (POST /api/v1/arquivos/perfil/clinica/{id}).
import { clinicInfoOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { mount } from '../../plugins/mount';
import * as service from './clinic-info.service';

export const clinicInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  mount(app, ops.postInfosClinica, { onRequest: policy.clinicData }, async (request, reply) => {
    const { answer, created } = await service.saveInfos(db, authUser(request), request.body);
    return reply.code(created ? 201 : 200).send(answer);
  });

  mount(
    app,
    ops.putInfosClinicaById,
    { onRequest: policy.ownClinic('id') },
    async (request) => (await service.saveInfos(db, authUser(request), request.body)).answer,
  );

  mount(app, ops.getInfosClinicaById, { onRequest: policy.readOwnClinic('id') }, async (request) =>
    service.infosOf(db, request.params.id),
  );

  mount(app, ops.getUsuarioClinicaByIdFull, { onRequest: policy.readOwnClinic('id') }, async (request) =>
    service.fullClinic(db, storage, request.params.id),
  );
};
