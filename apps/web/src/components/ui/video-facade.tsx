import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

interface VideoFacadeProps {
  youtubeId: string;
  /** Names the video, e.g. 'Conheça a RX Odonto': shown on the play button and titles the player. */
  title: string;
  poster: { src: string; width: number; height: number };
  className?: string;
}

/** The embed address of a YouTube video on the privacy-enhanced domain, playing at once. */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

/**
 * A light stand-in for a YouTube player: a poster and a play button. The iframe (and everything
 * YouTube loads) is created only when the visitor presses play; the focus then moves to it.
 */
export function VideoFacade({ youtubeId, title, poster, className = '' }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className={`relative aspect-video overflow-hidden rounded-2xl bg-navy shadow-lg ${className}`}>
      {playing ? (
        <iframe
          ref={frameRef}
          src={youtubeEmbedUrl(youtubeId)}
          title={`Vídeo do YouTube: ${title}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full items-end text-left"
        >
          <img
            src={poster.src}
            width={poster.width}
            height={poster.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
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
      )}
    </div>
  );
}
