import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** A video as GET /api/v1/site serves it (SITE_VIDEO_URL…): the privacy-friendly player address. */
export interface EmbeddedVideo {
  provider: 'youtube' | 'vimeo';
  embedUrl: string;
}

interface VideoFacadeProps {
  /** The video; null or undefined (not configured, or not known yet): the poster only, no play button. */
  video: EmbeddedVideo | null | undefined;
  /** Names the video, e.g. 'Conheça a RX Odonto': shown on the play button and titles the player. */
  title: string;
  poster: { src: string; width: number; height: number };
  className?: string;
}

const PLAYER_ORIGINS = ['https://www.youtube-nocookie.com/embed/', 'https://player.vimeo.com/video/'];
const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** The player address that starts playing at once, or null for an address of another origin. */
export function playerUrl(video: EmbeddedVideo): string | null {
  if (!PLAYER_ORIGINS.some((origin) => video.embedUrl.startsWith(origin))) return null;
  const url = new URL(video.embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/**
 * A light stand-in for a YouTube or Vimeo player: a poster and a play button. The iframe (and
 * everything the provider loads) is created only when the visitor presses play; the focus then
 * moves to it. Without a video, the poster alone: no play action that would lead nowhere.
 */
export function VideoFacade({ video, title, poster, className = '' }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const src = video ? playerUrl(video) : null;

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  const image = (
    <img
      src={poster.src}
      width={poster.width}
      height={poster.height}
      alt=""
      loading="lazy"
      decoding="async"
      className="absolute inset-0 h-full w-full object-cover"
    />
  );

  return (
    <div className={`relative aspect-video overflow-hidden rounded-2xl bg-navy shadow-lg ${className}`}>
      {playing && video && src ? (
        <iframe
          ref={frameRef}
          src={src}
          title={`Vídeo do ${PROVIDER_NAMES[video.provider]}: ${title}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; fullscreen; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : src ? (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full items-end text-left"
        >
          {image}
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent text-navy shadow-xl transition-transform group-hover:scale-110 sm:h-20 sm:w-20"
          >
            <Play className="ml-1 h-7 w-7 fill-current sm:h-9 sm:w-9" />
          </span>
          <span className="relative m-3 rounded-lg bg-navy-dark/85 px-3 py-2 text-sm font-semibold text-white sm:m-4 sm:text-base">
            Assistir ao vídeo: {title}
          </span>
        </button>
      ) : (
        image
      )}
    </div>
  );
}
