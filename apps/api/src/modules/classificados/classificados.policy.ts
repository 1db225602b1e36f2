// Who may read and change an ad: pure functions the routes call; the services trust them. An ad
// that is not published (or has expired, or whose owner is suspended) does not exist for anyone
// but its owner and the administrators (404, the answer of a missing id).
import { FINAL_ANUNCIO_STATUSES } from '@app/shared';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { AnuncioRow } from './classificados.repo';

export const ANUNCIO_MESSAGES = {
  notFound: 'Anúncio não encontrado.',
  notOwner: 'Só quem publicou o anúncio pode alterá-lo.',
  final: 'Este anúncio já foi encerrado e não pode mais ser alterado.',
  limit: (max: number) =>
    `Você já tem ${max} anúncios ativos, o máximo por conta. Encerre um anúncio antes de publicar outro.`,
  photosFull: (max: number) =>
    `O anúncio pode ter no máximo ${max} fotos. Remova alguma antes de enviar outra.`,
  photoNotFound: 'Foto não encontrada.',
  ownAd: 'Este anúncio é seu.',
  tooManyMessages: 'Você enviou muitas mensagens na última hora. Tente novamente mais tarde.',
  messageSent: 'Mensagem enviada ao anunciante.',
  reported: 'Denúncia recebida. Obrigado por avisar: a equipe vai analisar o anúncio.',
  alreadyReported: 'Você já denunciou este anúncio.',
  noWhatsapp: 'O anunciante não mostra o WhatsApp neste anúncio.',
  cannotApprove: 'Só um anúncio em moderação ou recusado pode ser aprovado.',
  cannotRefuse: 'Só um anúncio em moderação ou publicado pode ser recusado.',
} as const;

type Access = Pick<AnuncioRow, 'usuario_id' | 'status' | 'expira_em' | 'suspenso'>;

export const isPublic = (ad: Access, now = new Date()): boolean =>
  ad.status === 'publicado' &&
  ad.expira_em !== null &&
  new Date(ad.expira_em).getTime() > now.getTime() &&
  !ad.suspenso;

export const isOwner = (user: AuthUser | null, ad: Pick<AnuncioRow, 'usuario_id'>): boolean =>
  user !== null && user.id === Number(ad.usuario_id);

export const isAdmin = (user: AuthUser | null): boolean => user?.tipo_usuario === 'admin';

export const canReadAnuncio = (user: AuthUser | null, ad: Access): boolean =>
  isPublic(ad) || isOwner(user, ad) || isAdmin(user);

/** The ad for its owner: 404 when the caller may not see it, 403 when they see it but do not own it. */
export function assertCanManage<A extends Access>(user: AuthUser | null, ad: A | null): A {
  if (!ad || !canReadAnuncio(user, ad)) throw new HttpError(404, ANUNCIO_MESSAGES.notFound);
  if (!isOwner(user, ad)) throw new HttpError(403, ANUNCIO_MESSAGES.notOwner);
  return ad;
}

/** The ad as another signed-in person reaches it (contact, report): public and not theirs. */
export function assertCanReach<A extends Access>(user: AuthUser, ad: A | null): A {
  if (!ad || !isPublic(ad)) throw new HttpError(404, ANUNCIO_MESSAGES.notFound);
  if (isOwner(user, ad)) throw new HttpError(403, ANUNCIO_MESSAGES.ownAd);
  return ad;
}

export const isFinal = (ad: Pick<AnuncioRow, 'status'>) => FINAL_ANUNCIO_STATUSES.includes(ad.status);

export function assertNotFinal(ad: Pick<AnuncioRow, 'status'>): void {
  if (isFinal(ad)) throw new HttpError(422, ANUNCIO_MESSAGES.final);
}
