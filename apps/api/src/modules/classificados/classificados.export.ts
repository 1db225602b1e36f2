// The classificados part of an account's export (account-lifecycle/account-export.service.ts): its
// ads with their photos (signed links) and the messages each received, and the messages it sent.
import type { Executor } from '../../db/executor';
import type { Storage } from '../../plugins/storage';
import { toReais } from '../job-postings/job-postings.service';
import * as repo from './classificados.repo';

/** Photo links in the export last as long as the export's other links. */
export async function exportAnuncios(db: Executor, storage: Storage, userId: number, linkSeconds: number) {
  const { ads, photos, sent, received } = await repo.listForExport(db, userId);
  const anuncios = await Promise.all(
    ads.map(async ({ preco_centavos, usuario_id: _owner, ...ad }) => ({
      ...ad,
      preco: toReais(preco_centavos),
      fotos: await Promise.all(
        photos
          .filter((photo) => Number(photo.anuncio_id) === ad.id)
          .map(async (photo) => ({
            formato: photo.mime,
            tamanho: Number(photo.size),
            url: await storage.signedUrl(photo.storage_key, { expiresInSeconds: linkSeconds, inline: true }),
          })),
      ),
      mensagens_recebidas: received
        .filter((message) => Number(message.anuncio_id) === ad.id)
        .map(({ mensagem, created_at }) => ({ mensagem, enviada_em: created_at })),
    })),
  );
  return {
    anuncios,
    mensagens_enviadas_em_anuncios: sent.map((message) => ({
      anuncio_id: Number(message.anuncio_id),
      titulo: message.titulo,
      mensagem: message.mensagem,
      enviada_em: message.created_at,
    })),
  };
}
