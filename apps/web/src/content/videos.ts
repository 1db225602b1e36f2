import { IMAGES, type SiteImage } from './images';

/**
 * The site's videos: the title and the poster of each. The video itself (a YouTube or Vimeo
 * address) is set on the server, so that a placeholder never plays: SITE_VIDEO_URL for `about`
 * (/home and /quemsomos), SITE_VIDEO_URL_SERVICOS for `services` (/servicos). Without it the poster
 * is shown alone, with no play button.
 */
export interface SiteVideoContent {
  /** Names the video: shown on the play button ('Assistir ao vídeo: …') and titles the player. */
  title: string;
  poster: SiteImage;
}

export const VIDEOS = {
  about: {
    title: 'Conheça a RX Odonto',
    poster: IMAGES.posterAbout,
  },
  services: {
    title: 'Como funciona a consultoria da RX Odonto',
    poster: IMAGES.posterServices,
  },
} satisfies Record<string, SiteVideoContent>;
