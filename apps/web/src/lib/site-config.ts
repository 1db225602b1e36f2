import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api';

/** Company facts served by GET /api/v1/site (from the server's SITE_* configuration). */
export interface SiteConfig {
  name: string;
  whatsapp: string;
  email: string;
  legalName: string;
  cnpj: string;
  socialUrl: string;
  googleClientId: string;
}

export const SITE_CONFIG_QUERY_KEY = ['site-config'] as const;

export function fetchSiteConfig(): Promise<SiteConfig> {
  return apiGet<SiteConfig>('/api/v1/site', { token: null, timeoutMs: 10_000 });
}

/** The site configuration, fetched once per visit and shared by every component. */
export function useSiteConfig() {
  return useQuery({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: fetchSiteConfig,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
