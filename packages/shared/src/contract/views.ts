// Profile views (modules/views): a clinic's view of a published candidate, and the count.
import { z } from 'zod';
import { viewCountSchema } from '../schemas/candidate-answers';
import { defineOperations, privateErrors } from './operation';
import { idParam } from './params';

const tags = ['visualizacoes'];
const querystring = z.object({ candidato_id: idParam.describe('Id do candidato.') });

export const viewsOperations = defineOperations({
  postVisualizacoesVisualizacoes: {
    method: 'POST',
    path: '/visualizacoes/visualizacoes',
    bare: true,
    schema: {
      tags,
      summary:
        'Registra a visualização do perfil de um candidato publicado por uma clínica (uma por clínica, candidato e dia).',
      querystring,
      response: { 200: viewCountSchema, 201: viewCountSchema, ...privateErrors },
    },
  },
  getVisualizacoesVisualizacoesCount: {
    method: 'GET',
    path: '/visualizacoes/visualizacoes/count',
    bare: true,
    schema: {
      tags,
      summary:
        'Quantas visualizações o perfil do candidato tem (para o próprio candidato e, depois de publicado, clínicas).',
      querystring,
      response: { 200: viewCountSchema, ...privateErrors },
    },
  },
});
