// Tolerance for calls the spec makes without a body but that some clients send as empty JSON.
import type { FastifyInstance } from 'fastify';

/**
 * Within the calling plugin, a request with `Content-Type: application/json` and an empty body
 * parses as no body (instead of 400), for calls the spec makes without a body.
 */
export function allowEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
