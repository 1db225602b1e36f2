// Applications (candidaturas), under /api/v1:
//   POST  /vagas/{id}/candidaturas   a published candidate applies, once (201)
//   GET   /vagas/{id}/candidaturas   the posting's clinic: applicants with the match
//   PATCH /candidaturas/{id}         the clinic moves it along the pipeline; the candidate withdraws it
//   GET   /candidaturas/minhas       the candidate's applications with each posting's summary
// Who may do what is decided in ../job-postings/job-postings.policy.ts; the e-mails go after the commit.
import {
  applicantsPageSchema,
  applicantsQuerySchema,
  candidaturaInputSchema,
  candidaturaStateSchema,
  candidaturaStatusInputSchema,
  minhasCandidaturasPageSchema,
  pagingQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import { API_PREFIX } from '../../plugins/route-paths';
import { idParams } from '../candidate-records/candidate-records.schemas';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { assertCanManageVaga, canMoveApplication } from '../job-postings/job-postings.policy';
import { newApplicationEmail, statusChangeEmail } from './applications.mail';
import * as repo from './applications.repo';
import * as service from './applications.service';

const tags = ['candidaturas'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
};

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app;
  const photoLinks = new PhotoLinkCache(app.storage);
  const site = { publicUrl: config.publicUrl, siteName: config.site.name };

  app.post(
    `${API_PREFIX}/vagas/:id/candidaturas`,
    {
      onRequest: policy.candidate,
      schema: {
        tags,
        security,
        summary:
          'Candidata-se à vaga com o perfil publicado (mensagem opcional); 409 se já candidatado, 422 se a vaga estiver encerrada ou expirada ou o perfil não estiver publicado.',
        params: idParams,
        body: candidaturaInputSchema,
        response: { 201: candidaturaStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const vaga = await repo.findVaga(db, request.params.id);
      const user = authUser(request);
      const { row, candidateName } = await service.apply(db, vaga, user.id, request.body.mensagem);
      if (vaga) {
        const mail = newApplicationEmail(site, vaga.clinica_email, vaga, candidateName);
        mailer.sendInBackground(mail);
      }
      return reply.code(201).send(service.stateOf(row));
    },
  );

  app.get(
    `${API_PREFIX}/vagas/:id/candidaturas`,
    {
      onRequest: policy.clinic,
      schema: {
        tags,
        security,
        summary:
          'As candidaturas da vaga (só a clínica dona), com o cartão do candidato e o match; filtro por status, ordem por match ou data.',
        params: idParams,
        querystring: applicantsQuerySchema,
        response: { 200: applicantsPageSchema, ...errors },
      },
    },
    async (request) => {
      const vaga = assertCanManageVaga(authUser(request), await repo.findVaga(db, request.params.id));
      return service.listApplicants(db, photoLinks, vaga, request.query);
    },
  );

  app.patch(
    `${API_PREFIX}/candidaturas/:id`,
    {
      onRequest: policy.signedIn,
      schema: {
        tags,
        security,
        summary:
          "Muda a etapa da candidatura: a clínica avança no processo; o candidato só pode definir 'retirada'.",
        params: idParams,
        body: candidaturaStatusInputSchema,
        response: { 200: candidaturaStateSchema, ...errors },
      },
    },
    async (request) => {
      const found = await repo.findForMove(db, request.params.id);
      if (!found) throw new HttpError(404, service.APPLICATION_MESSAGES.notFound);
      const { application } = found;
      const to = request.body.status;
      const decision = canMoveApplication(
        authUser(request),
        { ...application, clinica_id: found.clinica_id },
        to,
      );
      if (!decision.ok) throw new HttpError(decision.status, decision.detail);
      if (decision.noop) return service.stateOf(application);
      const row = await service.move(db, application.id, application.status, to);
      if (authUser(request).tipo_usuario === 'clinica') {
        const mail = statusChangeEmail(site, found.candidato_email, {
          titulo: found.titulo,
          clinica: found.nome_fantasia,
          status: to,
        });
        mailer.sendInBackground(mail);
      }
      return service.stateOf(row);
    },
  );

  app.get(
    `${API_PREFIX}/candidaturas/minhas`,
    {
      onRequest: policy.candidate,
      schema: {
        tags,
        security,
        summary: 'As candidaturas do candidato da sessão, com o resumo de cada vaga e a etapa.',
        querystring: pagingQuerySchema,
        response: { 200: minhasCandidaturasPageSchema, ...errors },
      },
    },
    async (request) =>
      service.listMine(db, photoLinks, authUser(request).id, request.query.page, request.query.size),
  );
};
