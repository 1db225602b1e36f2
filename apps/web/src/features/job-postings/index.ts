import { createElement, lazy, Suspense, useEffect, useState } from 'react';
import type { RouteObject } from 'react-router';

/** The job postings feature: its routes, and the postings section of the /vagas page. */

export const jobPostingRoutes: RouteObject[] = [
  { path: 'vagas/:id', lazy: () => import('./job-posting-page') },
  { path: 'minhas-candidaturas', lazy: () => import('./my-applications-page') },
  { path: 'minhas-vagas', lazy: () => import('./clinic-postings-page') },
  { path: 'minhas-vagas/:id', lazy: () => import('./posting-pipeline-page') },
];

const LazyPostingsListSection = lazy(() => import('./postings-list-section'));

/**
 * The open postings, below the prerendered part of /vagas: rendered only after hydration (the
 * prerendered HTML and the first client render hold the same empty placeholder), in its own chunk.
 */
export function PostingsListSection() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = createElement('div', { className: 'min-h-96 bg-white', 'aria-hidden': true });
  if (!mounted) return placeholder;
  return createElement(Suspense, { fallback: placeholder }, createElement(LazyPostingsListSection));
}
