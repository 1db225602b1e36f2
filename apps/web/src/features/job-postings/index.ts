import { createElement, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { DataPageNeeds, DataPageRequest } from '../../lib/data-page';

/** The job postings feature: its routes, and the postings section of the /vagas page. */

export const jobPostingRoutes: RouteObject[] = [
  { path: 'vagas/:id', lazy: () => import('./job-posting-page') },
  { path: 'minhas-candidaturas', lazy: () => import('./my-applications-page') },
  { path: 'minhas-vagas', lazy: () => import('./clinic-postings-page') },
  { path: 'minhas-vagas/:id', lazy: () => import('./posting-pipeline-page') },
];

type SectionModule = typeof import('./postings-list-section');
let sectionModule: SectionModule | undefined;
/** The section's own chunk (kept out of the app's initial JavaScript), loaded once. */
const loadSection = () =>
  import('./postings-list-section').then((module) => {
    sectionModule = module;
    return module;
  });
const LazyPostingsListSection = lazy(loadSection);

/**
 * What /vagas needs to be rendered on the server with the open postings of its URL (a data page,
 * lib/data-page.ts): the page of the list, and the section's chunk.
 */
export async function postingsListNeeds(request: DataPageRequest): Promise<DataPageNeeds> {
  return (await loadSection()).postingsListNeeds(request);
}

/**
 * The open postings of /vagas, in their own chunk. Rendered on the server with the page (its
 * chunk loaded by postingsListNeeds first), so server and browser render the same boundary.
 */
export function PostingsListSection() {
  const placeholder = createElement('div', { className: 'min-h-96 bg-white', 'aria-hidden': true });
  const section = sectionModule
    ? createElement(sectionModule.PostingsListSection)
    : createElement(LazyPostingsListSection);
  return createElement(Suspense, { fallback: placeholder }, section);
}

/** Shared with the classificados: the page links under a list, and the date format of the pages. */
export { formatDate } from './display';
export { PageLinks } from './page-links';
