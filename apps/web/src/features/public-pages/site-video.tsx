import { VideoFacade } from '../../components/ui/video-facade';
import { VIDEOS } from '../../content/videos';
import { useSiteConfig } from '../../lib/site-config';

/**
 * One of the site's videos: its title and poster from content/videos.ts, its address from the
 * server (SITE_VIDEO_URL for 'about', SITE_VIDEO_URL_SERVICOS for 'services'). Until the address is
 * known, and when none is configured, the poster alone.
 */
export function SiteVideo({ name, className }: { name: keyof typeof VIDEOS; className?: string }) {
  const { data } = useSiteConfig();
  return <VideoFacade {...VIDEOS[name]} video={data?.videos?.[name]} className={className} />;
}
