import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { EmbeddedVideo } from '../components/ui/video-facade';
import { apiGet } from './api';

/** Company facts served by GET /api/v1/site (from the server's SITE_* configuration). */
export interface SiteConfig {
  name: string;
  whatsapp: string;
  email: string;
  legalName: string;
  /** Formatted CNPJ; null when SITE_CNPJ is not set. */
  cnpj: string | null;
  socialUrl: string;
  /** SITE_VIDEO_URL (about) and SITE_VIDEO_URL_SERVICOS (services); null when not configured. */
  videos: { about: EmbeddedVideo | null; services: EmbeddedVideo | null };
  /** Null when Google sign-in is not configured (GOOGLE_CLIENT_ID unset). */
  googleClientId: string | null;
}

export const SITE_CONFIG_QUERY_KEY = ['site-config'] as const;

export function fetchSiteConfig(): Promise<SiteConfig> {
  return apiGet('/api/v1/site', { token: null, timeoutMs: 10_000 });
}

export interface SiteConfigState {
  data: SiteConfig | undefined;
  /** Not answered yet (neither the facts nor a failure). */
  isPending: boolean;
}

/**
 * The site configuration, fetched once per visit and shared by every component.
 *
 * TanStack Query delivers the answer as a synchronous update; on a page that has just started
 * (the footer, the WhatsApp buttons) that re-render was one long task on a phone. The answer is
 * deferred, so the components first keep what they show and then fill in within a transition,
 * which yields to the browser (docs/decisions/0003-prerendering.md).
 */
export function useSiteConfig(): SiteConfigState {
  const query = useQuery({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: fetchSiteConfig,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  // Both deferred, so a render shows the old pair or the new one, never a mix of the two.
  const data = useDeferredValue(query.data);
  const status = useDeferredValue(query.status);
  return { data, isPending: status === 'pending' };
}
