// The tokens of one-click unsubscribe links in e-mails (List-Unsubscribe, RFC 8058): `<id>.<sig>`,
// where sig is HMAC-SHA256 of the purpose and the id under the server's SECRET_KEY (the key that
// signs the file links, config.secretKey), base64url. They do not expire: an old e-mail's link
// still stops what it was sent for. A token for one purpose is worthless for another.
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: Buffer, purpose: string, id: number) =>
  createHmac('sha256', secret).update(`unsubscribe|${purpose}|${id}`).digest('base64url');

export function unsubscribeToken(secret: Buffer, purpose: string, id: number): string {
  return `${id}.${sign(secret, purpose, id)}`;
}

/** The id the token was signed for, or null when it is not a token of this purpose (constant-time compare). */
export function verifyUnsubscribeToken(secret: Buffer, purpose: string, token: string): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id)) return null;
  const expected = Buffer.from(sign(secret, purpose, id), 'base64url');
  const given = Buffer.from(match[2] as string, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
