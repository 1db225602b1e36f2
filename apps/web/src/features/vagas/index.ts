import { createElement, lazy, Suspense, useEffect, useState } from 'react';
import type { RouteObject } from 'react-router';

/** The job postings feature: its routes, and the postings section of the /vagas page. */

export const vagasRoutes: RouteObject[] = [
  { path: 'vagas/:id', lazy: () => import('./vaga-page') },
  { path: 'minhas-candidaturas', lazy: () => import('./minhas-candidaturas-page') },
  { path: 'minhas-vagas', lazy: () => import('./minhas-vagas-page') },
  { path: 'minhas-vagas/:id', lazy: () => import('./minha-vaga-page') },
];

const LazyVagasListSection = lazy(() => import('./vagas-list-section'));

/**
 * The open postings, below the prerendered part of /vagas: rendered only after hydration (the
 * prerendered HTML and the first client render hold the same empty placeholder), in its own chunk.
 */
export function VagasListSection() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = createElement('div', { className: 'min-h-96 bg-white', 'aria-hidden': true });
  if (!mounted) return placeholder;
  return createElement(Suspense, { fallback: placeholder }, createElement(LazyVagasListSection));
}
