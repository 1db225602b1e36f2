// The clinic's information (modules/clinic-info): equipment, hours, address, and the whole profile.
import { clinicFullSchema, infosAnswerSchema, infosRecordAnswerSchema } from '../schemas/clinic-answers';
import { clinicInfoSchema } from '../schemas/clinic-info';
import { defineOperations, privateErrors } from './operation';
import { idParams } from './params';

const tags = ['clinicas'];

export const clinicInfoOperations = defineOperations({
  postInfosClinica: {
    method: 'POST',
    path: '/infos_clinica',
    bare: true,
    schema: {
      tags,
      summary:
        'Grava as informações da clínica da sessão (cria ou substitui) e publica a clínica na primeira vez.',
      body: clinicInfoSchema,
      response: { 200: infosAnswerSchema, 201: infosAnswerSchema, ...privateErrors },
    },
  },
  putInfosClinicaById: {
    method: 'PUT',
    path: '/infos_clinica/:id',
    bare: true,
    schema: {
      tags,
      summary: 'Grava as informações da clínica (id da clínica; cria ou substitui).',
      params: idParams,
      body: clinicInfoSchema,
      response: { 200: infosAnswerSchema, ...privateErrors },
    },
  },
  getInfosClinicaById: {
    method: 'GET',
    path: '/infos_clinica/:id',
    bare: true,
    schema: {
      tags,
      summary: 'As informações da clínica (id da clínica; só a própria clínica).',
      params: idParams,
      response: { 200: infosRecordAnswerSchema, ...privateErrors },
    },
  },
  getUsuarioClinicaByIdFull: {
    method: 'GET',
    path: '/usuario_clinica/:id/full',
    schema: {
      tags,
      summary: 'A clínica completa: cadastro, informações, endereço e foto (só a própria clínica).',
      params: idParams,
      response: { 200: clinicFullSchema, ...privateErrors },
    },
  },
});
