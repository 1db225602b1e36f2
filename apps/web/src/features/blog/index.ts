import type { RouteObject } from 'react-router';

/** The blog: its public pages (server-rendered data pages) and the back office's editor. */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', lazy: () => import('./blog-list-page') },
  { path: 'blog/:slug', lazy: () => import('./blog-post-page') },
];

/** Children of /admin (features/admin's layout). */
export const adminBlogRoutes: RouteObject[] = [
  { path: 'blog', lazy: () => import('./admin-posts-page') },
  { path: 'blog/novo', lazy: () => import('./post-editor-page') },
  { path: 'blog/:id', lazy: () => import('./post-editor-page') },
];
