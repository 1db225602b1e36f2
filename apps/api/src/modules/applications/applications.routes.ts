// Applications (candidaturas), under /api/v1:
//   POST  /vagas/{id}/candidaturas   a published candidate applies, once (201)
//   GET   /vagas/{id}/candidaturas   the posting's clinic: applicants with the match
//   PATCH /candidaturas/{id}         the clinic moves it along the pipeline; the candidate withdraws it
//   POST  /candidaturas/{id}/desfazer the clinic undoes its last move within the undo window
//   GET   /candidaturas/minhas       the candidate's applications with each posting's summary
// Who may do what is decided in ../job-postings/job-postings.policy.ts; the e-mails go after the commit.
// The candidate's e-mail about a clinic's move waits for the undo window (STAGE_UNDO_SECONDS) and
// leaves only if the move still stands (docs/decisions/0069-stage-change-undo.md).
import { applicationsOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { QUEUES } from '../../plugins/jobs';
import { mount } from '../../plugins/mount';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { assertCanManageVaga, canMoveApplication } from '../job-postings/job-postings.policy';
import { applicationConfirmationEmail, newApplicationEmail, statusChangeEmail } from './applications.mail';
import * as repo from './applications.repo';
import * as service from './applications.service';

/** After the undo window, the held e-mail waits this much more: an undo accepted at the window's end commits first. */
const UNDO_GRACE_MS = 2000;

/** The data of a held stage e-mail (QUEUES.stageMail). */
interface StageMailJob {
  kind: 'stage-change';
  id: number;
  status: repo.Status;
  movedAt: string;
}

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app;
  const photoLinks = new PhotoLinkCache(app.storage);
  const site = { publicUrl: config.publicUrl, siteName: config.site.name };
  const undoWindowMs = config.stageUndoSeconds * 1000;

  /**
   * The candidate's e-mail about the clinic's move of application `id` to `status` at `movedAt`:
   * a job of the durable queue due after the undo window (and a moment for an undo accepted at its
   * very end to commit), so a restart or another process loses nothing. It sends only if that
   * move still stands — its date column still holds `movedAt` — and the candidate has not
   * withdrawn meanwhile. An undo clears that date; a redo writes another one.
   */
  const holdStatusEmail = (id: number, status: repo.Status, movedAt: Date) =>
    app.jobs.send(
      QUEUES.stageMail,
      { kind: 'stage-change', id, status, movedAt: movedAt.toISOString() } satisfies StageMailJob,
      undoWindowMs > 0 ? { startAfterSeconds: Math.ceil((undoWindowMs + UNDO_GRACE_MS) / 1000) } : {},
    );

  app.jobs.work<StageMailJob>(QUEUES.stageMail, async ({ id, status, movedAt }) => {
    const now = await repo.findForMove(db, id);
    const at = now?.application[repo.statusColumnOf(status)];
    if (!now || !at || new Date(at).getTime() !== Date.parse(movedAt)) return;
    if (now.application.status === 'retirada') return;
    // Sent here (not as a second job): a refused e-mail fails this job, which runs the check again.
    await mailer.sendMail(
      statusChangeEmail(site, now.candidato_email, {
        titulo: now.titulo,
        clinica: now.nome_fantasia,
        status,
      }),
    );
  });

  mount(app, ops.postVagasByIdCandidaturas, { onRequest: policy.candidate }, async (request, reply) => {
    const vaga = await repo.findVaga(db, request.params.id);
    const user = authUser(request);
    const { row, candidateName } = await service.apply(db, vaga, user.id, request.body.mensagem);
    if (vaga) {
      const mail = newApplicationEmail(site, vaga.clinica_email, vaga, candidateName);
      mailer.sendInBackground(mail);
      mailer.sendInBackground(
        applicationConfirmationEmail(site, user.email, candidateName, {
          titulo: vaga.titulo,
          clinica: vaga.clinica_nome ?? '',
        }),
      );
    }
    return reply.code(201).send(service.stateOf(row));
  });

  mount(app, ops.getVagasByIdCandidaturas, { onRequest: policy.clinic }, async (request) => {
    const vaga = assertCanManageVaga(authUser(request), await repo.findVaga(db, request.params.id));
    return service.listApplicants(db, photoLinks, vaga, request.query);
  });

  mount(app, ops.patchCandidaturasById, { onRequest: policy.signedIn }, async (request) => {
    const found = await repo.findForMove(db, request.params.id);
    if (!found) throw new HttpError(404, service.APPLICATION_MESSAGES.notFound);
    const { application } = found;
    const to = request.body.status;
    const decision = canMoveApplication(
      authUser(request),
      { ...application, clinica_id: found.clinica_id },
      to,
    );
    if (!decision.ok)
      throw new HttpError(decision.status, decision.detail, {
        code: decision.status === 422 ? 'application.transition_invalid' : undefined,
      });
    if (decision.noop) return service.stateOf(application);
    const row = await service.move(db, application.id, application.status, to);
    if (authUser(request).tipo_usuario !== 'clinica') return service.stateOf(row);
    const movedAt = row[repo.statusColumnOf(to)];
    if (!movedAt) throw new Error('a move returned no date');
    await holdStatusEmail(row.id, to, new Date(movedAt));
    const undoUntil = undoWindowMs > 0 ? new Date(new Date(movedAt).getTime() + undoWindowMs) : null;
    return { ...service.stateOf(row), desfazer_ate: undoUntil?.toISOString() ?? null };
  });

  mount(app, ops.postCandidaturasByIdDesfazer, { onRequest: policy.clinic }, async (request) => {
    const found = await repo.findForMove(db, request.params.id);
    // Only the posting's clinic: for anyone else the application does not exist.
    if (!found || found.clinica_id !== authUser(request).id)
      throw new HttpError(404, service.APPLICATION_MESSAGES.notFound);
    const row = await service.undo(db, found.application, undoWindowMs);
    return service.stateOf(row);
  });

  mount(app, ops.getCandidaturasMinhas, { onRequest: policy.candidate }, async (request) =>
    service.listMine(db, photoLinks, authUser(request).id, request.query.page, request.query.size),
  );
};
