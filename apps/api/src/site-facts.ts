// The company facts the site shows (footer, contact buttons, legal pages, videos): the video
// addresses accepted in SITE_VIDEO_URL*, and the placeholders a fresh clone starts with. `npm start`
// warns once per placeholder still in use; REQUIRE_SITE_FACTS=true refuses to start while the facts
// a visitor relies on (WhatsApp, e-mail, legal name, CNPJ) are placeholders.
import type { Logger } from 'pino';

export type VideoProvider = 'youtube' | 'vimeo';

/** A video as the web app embeds it: the privacy-friendly player address, without autoplay. */
export interface SiteVideo {
  provider: VideoProvider;
  embedUrl: string;
}

export const VIDEO_URL_FORMS =
  'a YouTube or Vimeo address, e.g. https://www.youtube.com/watch?v=M7lc1UVf-VE, https://youtu.be/M7lc1UVf-VE or https://vimeo.com/76979871';

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  const [first = '', second = ''] = parts;
  if (host === 'youtu.be') return parts.length === 1 ? first : null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (parts.length === 1 && first === 'watch') return url.searchParams.get('v');
  if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(first)) return second;
  return null;
}

/** [id, hash of an unlisted video] of a Vimeo address, or null. */
function vimeoId(url: URL): [string, string | null] | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    [id] = parts;
    if (parts.length === 2) hash = parts[1] ?? null;
    else if (parts.length !== 1) return null;
  } else if (host === 'player.vimeo.com') {
    if (parts.length !== 2 || parts[0] !== 'video') return null;
    id = parts[1];
  } else return null;
  if (!id || !/^\d{1,12}$/.test(id)) return null;
  if (hash !== null && !/^[0-9a-f]{6,32}$/i.test(hash)) return null;
  return [id, hash];
}

/**
 * The embed address of a YouTube or Vimeo link (watch page, short link, embed or player address):
 * YouTube through youtube-nocookie.com (no cookies until the visitor plays), Vimeo with dnt=1 (no
 * tracking). Null for anything else.
 */
export function videoEmbed(value: string): SiteVideo | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube !== null) {
    if (!YOUTUBE_ID.test(youtube)) return null;
    return { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?rel=0` };
  }
  const vimeo = vimeoId(url);
  if (vimeo !== null) {
    const [id, hash] = vimeo;
    const h = hash ? `h=${hash}&` : '';
    return { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${id}?${h}dnt=1` };
  }
  return null;
}

/** The values of .env.example and of the defaults: made up, to be replaced by the company's. */
export const SITE_PLACEHOLDER_VALUES = {
  SITE_WHATSAPP: '5511999999999',
  SITE_EMAIL: 'contato@rxodonto.com.br',
  SITE_LEGAL_NAME: 'RX Odonto Consultoria e Treinamentos Ltda.',
  SITE_SOCIAL_URL: 'https://www.instagram.com/rxodonto',
} as const;

/** A company fact still at its placeholder (or unset). */
export interface SitePlaceholder {
  variable: string;
  /** What the visitor sees meanwhile. */
  effect: string;
  /** REQUIRE_SITE_FACTS=true refuses to start while it is a placeholder. */
  required: boolean;
}

export interface SiteFactValues {
  SITE_WHATSAPP: string;
  SITE_EMAIL: string;
  SITE_LEGAL_NAME: string;
  SITE_CNPJ?: string;
  SITE_SOCIAL_URL: string;
  SITE_VIDEO_URL?: unknown;
  SITE_VIDEO_URL_SERVICOS?: unknown;
}

/** The company facts still at a placeholder, in the order of the README's table. */
export function sitePlaceholders(e: SiteFactValues): SitePlaceholder[] {
  const out: SitePlaceholder[] = [];
  const is = (variable: keyof typeof SITE_PLACEHOLDER_VALUES) =>
    e[variable].trim().toLowerCase() === SITE_PLACEHOLDER_VALUES[variable].toLowerCase();
  if (is('SITE_WHATSAPP')) {
    out.push({
      variable: 'SITE_WHATSAPP',
      effect: `the WhatsApp buttons call the made-up number ${SITE_PLACEHOLDER_VALUES.SITE_WHATSAPP}`,
      required: true,
    });
  }
  if (is('SITE_EMAIL')) {
    out.push({
      variable: 'SITE_EMAIL',
      effect: `the footer, the legal pages and the proposal requests use the made-up address ${SITE_PLACEHOLDER_VALUES.SITE_EMAIL}`,
      required: true,
    });
  }
  if (is('SITE_LEGAL_NAME')) {
    out.push({
      variable: 'SITE_LEGAL_NAME',
      effect: `the footer and the legal pages name the made-up company '${SITE_PLACEHOLDER_VALUES.SITE_LEGAL_NAME}'`,
      required: true,
    });
  }
  if (!e.SITE_CNPJ) {
    out.push({
      variable: 'SITE_CNPJ',
      effect: 'the footer shows no CNPJ and the legal pages say it is not informed yet',
      required: true,
    });
  }
  if (is('SITE_SOCIAL_URL')) {
    out.push({
      variable: 'SITE_SOCIAL_URL',
      effect: `the footer links to ${SITE_PLACEHOLDER_VALUES.SITE_SOCIAL_URL}, not checked to be the company's page`,
      required: false,
    });
  }
  if (!e.SITE_VIDEO_URL) {
    out.push({
      variable: 'SITE_VIDEO_URL',
      effect: "the 'Conheça a RX Odonto' video on /home and /quemsomos shows its poster only",
      required: false,
    });
  }
  if (!e.SITE_VIDEO_URL_SERVICOS) {
    out.push({
      variable: 'SITE_VIDEO_URL_SERVICOS',
      effect: 'the video on /servicos shows its poster only',
      required: false,
    });
  }
  return out;
}

/** One warning line per placeholder, naming the variable to set. Logged once per start. */
export function warnPlaceholders(
  placeholders: readonly SitePlaceholder[],
  logger: Pick<Logger, 'warn'>,
): void {
  for (const p of placeholders) {
    logger.warn(
      `site placeholder: ${p.variable} is not set to the company's value: ${p.effect}; set ${p.variable}`,
    );
  }
}

/**
 * With REQUIRE_SITE_FACTS=true, the message refusing to start while a required fact is a
 * placeholder (one line per variable); null when the start may go on.
 */
export function siteFactsRefusal(
  requireSiteFacts: boolean,
  placeholders: readonly SitePlaceholder[],
): string | null {
  if (!requireSiteFacts) return null;
  const missing = placeholders.filter((p) => p.required);
  if (missing.length === 0) return null;
  return [
    'REQUIRE_SITE_FACTS=true: the company facts below are still placeholders; set them and start again:',
    ...missing.map((p) => `  - ${p.variable}: ${p.effect}`),
  ].join('\n');
}
