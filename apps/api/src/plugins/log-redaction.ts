// Request logs without secrets: the spec sends the reset token and the new password as query
// parameters (POST /auth_reset/reset-password?token=&nova_senha=), and Fastify logs each request's
// URL. This serializer replaces the values of such parameters with [redacted].
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|nova_senha|senha|password|id_token|access_token|sig)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request serializer, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const logSerializers = { req: requestLogSerializer };
