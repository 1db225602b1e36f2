/**
 * The public marketing pages, where the floating WhatsApp button is offered. Forms (login, sign-up,
 * wizards, password recovery) and private pages (profile, candidate list, postings of a clinic) are
 * left out: there the button would compete with the page's own action.
 */
const PUBLIC_PAGE_PREFIXES = ['/home', '/quemsomos', '/servicos', '/classificados', '/blog'];
const PUBLIC_PAGE_EXACT = ['/', '/vagas', '/termodeuso', '/politicaprivacidade'];

export function isPublicPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PUBLIC_PAGE_EXACT.includes(path)) return true;
  return PUBLIC_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
