// Profile views: a clinic opening a published candidate's profile registers a
// view, counted once per clinic, candidate and day; the candidate and clinics read the count.
import type { Executor } from '../../db/executor';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { ACCESS_MESSAGES } from '../candidate-records/candidate-access';
import * as repo from './views.repo';

/** A clinic's view of a published candidate (404 for an unknown or unpublished one). */
export async function registerView(db: Executor, clinic: AuthUser, candidateId: number) {
  const view = await repo.registerView(db, candidateId, clinic.id);
  if (!view.found)
    throw new HttpError(404, ACCESS_MESSAGES.candidateNotFound, { code: 'candidate.not_found' });
  return { counted: view.counted, visualizacoes: view.total };
}

/** The view count; the route let in the candidate themself and clinics (once published). */
export async function viewCount(db: Executor, candidateId: number) {
  const total = await repo.countViews(db, candidateId);
  if (total === null)
    throw new HttpError(404, ACCESS_MESSAGES.candidateNotFound, { code: 'candidate.not_found' });
  return { visualizacoes: total };
}
