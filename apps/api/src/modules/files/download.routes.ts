// GET /api/v1/arquivos/download?key&exp&d&name&sig: serves the signed links of the local-disk
// storage. No session is needed (the signature is the permission); a tampered or expired link is
// 403. Photos are shown inline, portfolios downloaded under their original name.
import { filesOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { HttpError } from '../../plugins/errors';
import { mount } from '../../plugins/mount';
import { type Disposition, isValidKey } from '../../plugins/storage';
import { contentDisposition } from './file-names';
import { CONTENT_TYPES, FILE_MESSAGES } from './files.service';

export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage, linkSigner } = app;

  mount(
    app,
    ops.getArquivosDownload,
    // The signature of the link is the permission (checked below).
    { onRequest: policy.anyone },
    async (request, reply) => {
      const { key = '', exp = '', d = '', name = '', sig = '' } = request.query;
      const params = { key, exp: Number(exp), disposition: d as Disposition, name };
      const valid =
        isValidKey(key) &&
        /^\d{1,12}$/.test(exp) &&
        (d === 'inline' || d === 'attachment') &&
        linkSigner.verify(params, sig);
      if (!valid) throw new HttpError(403, FILE_MESSAGES.badLink, { code: 'file.link_invalid' });
      const file = await storage.getStream(key);
      if (!file) throw new HttpError(404, FILE_MESSAGES.fileNotFound);
      const extension = key.slice(key.lastIndexOf('.') + 1);
      const remaining = Math.max(0, params.exp - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(params.disposition, name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${remaining}`)
        .send(file.stream);
    },
  );
};
