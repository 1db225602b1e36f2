import { type LoaderFunctionArgs, Navigate, type RouteObject, redirect } from 'react-router';
import { adminRoutes } from '../features/admin';
import { logoutLoader } from '../features/auth/logout-loader';
import { blogRoutes } from '../features/blog';
import { classificadosRoutes } from '../features/classificados';
import { jobPostingRoutes } from '../features/job-postings';
import { AppLoading } from './app-loading';
import { SiteLayout } from './layout/site-layout';
import { RouteError } from './route-error';

/** /candidatos/cadastrar is the menu's 'Crie seu currículo': it leads to the sign-up section. */
function candidatesSelectLoader({ params }: LoaderFunctionArgs) {
  return params.select === 'cadastrar' ? redirect('/cadastrar') : null;
}

/**
 * The route table of spec 1, section 2. Every page is a lazy route whose module exports
 * `Component` (and may export `loader`, `action`, `handle`).
 */
const pages: RouteObject[] = [
  { index: true, loader: () => redirect('/home'), element: <Navigate to="/home" replace /> },
  { path: 'home', lazy: () => import('../features/public-pages/home-page') },
  { path: 'login', lazy: () => import('../features/auth/login-page') },
  { path: 'recuperar_senha', lazy: () => import('../features/auth/forgot-password-page') },
  { path: 'trocar_senha', lazy: () => import('../features/auth/reset-password-page') },
  { path: 'quemsomos', lazy: () => import('../features/public-pages/about-page') },
  { path: 'quemsomos/:select', lazy: () => import('../features/public-pages/about-page') },
  { path: 'servicos', lazy: () => import('../features/public-pages/services-page') },
  { path: 'servicos/:select', lazy: () => import('../features/public-pages/services-page') },
  ...classificadosRoutes,
  { path: 'candidatos', lazy: () => import('../features/candidates/candidate-list-page') },
  {
    path: 'candidatos/:select',
    loader: candidatesSelectLoader,
    lazy: () => import('../features/candidates/candidate-list-page'),
  },
  { path: 'vagas', lazy: () => import('../features/public-pages/jobs-page') },
  ...jobPostingRoutes,
  ...adminRoutes,
  { path: 'perfil', lazy: () => import('../features/profile/my-profile-page') },
  { path: 'perfil/:id', lazy: () => import('../features/candidates/candidate-profile-page') },
  { path: 'perfil2', lazy: () => import('../features/profile/my-profile-page') },
  { path: 'perfil2/logout', loader: logoutLoader, element: null },
  { path: 'termodeuso', lazy: () => import('../features/public-pages/terms-page') },
  { path: 'politicaprivacidade', lazy: () => import('../features/public-pages/privacy-page') },
  ...blogRoutes,
  {
    path: 'cadastrar',
    lazy: () => import('../features/signup/signup-layout'),
    children: [
      { index: true, lazy: () => import('../features/signup/profile-choice-page') },
      { path: 'candidato', lazy: () => import('../features/signup/candidate-signup-page') },
      { path: 'curriculo', lazy: () => import('../features/candidate-wizard/candidate-wizard-page') },
      { path: 'clinica', lazy: () => import('../features/signup/clinic-signup-page') },
      { path: 'etapas-clinica', lazy: () => import('../features/clinic-wizard/clinic-wizard-page') },
    ],
  },
  { path: '*', loader: () => redirect('/home'), element: <Navigate to="/home" replace /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteError standalone />,
    hydrateFallbackElement: <AppLoading />,
    // A pathless route holds the error page, so a failing page keeps the header and footer.
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];
