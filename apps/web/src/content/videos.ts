import { IMAGES, type SiteImage } from './images';

/**
 * The site's videos, hosted on YouTube and shown through youtube-nocookie.com only after the
 * visitor presses play. To change a video, paste the id from its YouTube address: in
 * https://www.youtube.com/watch?v=M7lc1UVf-VE the id is M7lc1UVf-VE.
 */
export interface SiteVideo {
  youtubeId: string;
  /** Names the video: shown on the play button ('Assistir ao vídeo: …') and titles the player. */
  title: string;
  poster: SiteImage;
}

export const VIDEOS = {
  about: {
    youtubeId: 'M7lc1UVf-VE',
    title: 'Conheça a RX Odonto',
    poster: IMAGES.posterAbout,
  },
  services: {
    youtubeId: 'M7lc1UVf-VE',
    title: 'Como funciona a consultoria da RX Odonto',
    poster: IMAGES.posterServices,
  },
} satisfies Record<string, SiteVideo>;
