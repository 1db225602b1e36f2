import { JOB_TITLES, vagasOfProfessions } from '../../content/job-titles';
import { SERVICES } from '../../content/services';

/**
 * The site's navigation (spec 1, section 2), shared by the desktop menu, the mobile menu and the
 * footer. Sections link to /{param}; their entries to /{param}/{sub} or to another page.
 */

/** A link; `scrollTo` names an element id to smooth-scroll to after navigating. */
export interface MenuLink {
  label: string;
  to: string;
  scrollTo?: string;
}

/** An entry that runs an action instead of navigating. */
export interface MenuAction {
  label: string;
  action: 'logout';
}

export type MenuLeaf = MenuLink | MenuAction;

/** A sub-section: a labelled group of entries inside a section (expandable on mobile). */
export interface MenuGroup {
  label: string;
  children: MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuGroup;

export interface MenuSection {
  id: string;
  /** Written as shown in the spec; top-level labels are upper-cased by CSS. */
  label: string;
  to: string;
  badge?: string;
  /** No children: the section is a plain link (LOGIN). */
  children?: MenuEntry[];
}

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;
export const isMenuAction = (entry: MenuEntry): entry is MenuAction => 'action' in entry;

export const ABOUT_SECTION: MenuSection = {
  id: 'quemsomos',
  label: 'Quem somos',
  to: '/quemsomos',
  children: [
    { label: 'Quem somos', to: '/quemsomos/quemsomos' },
    { label: 'Missão, Visão e Valores', to: '/quemsomos/missao', scrollTo: 'missao' },
    { label: 'Blog', to: '/blog' },
    { label: 'Políticas de Privacidade', to: '/politicaprivacidade' },
    { label: 'Termos de Uso', to: '/termodeuso' },
  ],
};

export const SERVICES_SECTION: MenuSection = {
  id: 'servicos',
  label: 'Serviços',
  to: '/servicos',
  children: SERVICES.map((service) => ({
    label: `${service.id}. ${service.title}`,
    to: `/servicos/${service.id}`,
  })),
};

/** Each job title opens /vagas filtered by its professions. */
export const JOBS_SECTION: MenuSection = {
  id: 'vagas',
  label: 'Vagas',
  to: '/vagas',
  children: JOB_TITLES.map((job) => ({ label: job.title, to: vagasOfProfessions(job.professions) })),
};

export const CANDIDATES_SECTION: MenuSection = {
  id: 'candidatos',
  label: 'Candidatos',
  to: '/candidatos',
  children: [
    { label: 'Crie seu currículo', to: '/candidatos/cadastrar' },
    { label: 'Ache profissionais', to: '/candidatos' },
  ],
};

export const CLASSIFIEDS_SECTION: MenuSection = {
  id: 'classificados',
  label: 'Classificados',
  to: '/classificados',
  children: [
    { label: 'Quero vender', to: '/classificados?tipo=venda' },
    { label: 'Quero comprar', to: '/classificados?tipo=compra' },
  ],
};

export const LOGIN_SECTION: MenuSection = { id: 'login', label: 'LOGIN', to: '/login' };

export const PROFILE_SECTION: MenuSection = {
  id: 'perfil',
  label: 'PERFIL',
  to: '/perfil2',
  children: [
    { label: 'Meu Perfil', to: '/perfil2' },
    { label: 'Sair', action: 'logout' },
  ],
};

/** The administrators' section: the back office's pages, and 'Sair'. */
export const ADMIN_SECTION: MenuSection = {
  id: 'admin',
  label: 'ADMIN',
  to: '/admin',
  children: [
    { label: 'Painel', to: '/admin' },
    { label: 'Solicitações de proposta', to: '/admin/contatos' },
    { label: 'Contas', to: '/admin/usuarios' },
    { label: 'Auditoria', to: '/admin/auditoria' },
    { label: 'Fila', to: '/admin/fila' },
    { label: 'Anúncios', to: '/admin/anuncios' },
    { label: 'Blog', to: '/admin/blog' },
    { label: 'Sair', action: 'logout' },
  ],
};

export const CONTENT_SECTIONS: readonly MenuSection[] = [
  ABOUT_SECTION,
  SERVICES_SECTION,
  JOBS_SECTION,
  CANDIDATES_SECTION,
  CLASSIFIEDS_SECTION,
];

/** The account type of a logged-in user, for the links of its own pages. */
export type MenuAccount = 'clinica' | 'candidato';

/** The page of each account type's postings or applications (in VAGAS and in PERFIL). */
export const ACCOUNT_JOB_LINKS: Record<MenuAccount, MenuLink> = {
  clinica: { label: 'Minhas vagas', to: '/minhas-vagas' },
  candidato: { label: 'Minhas candidaturas', to: '/minhas-candidaturas' },
};

/**
 * The menu for a visitor (ends with LOGIN) or a logged-in user (ends with PERFIL); a clinic gets
 * 'Minhas vagas' and a candidate 'Minhas candidaturas' in VAGAS and in PERFIL; an administrator
 * ADMIN (the back office) instead of PERFIL.
 */
export function getMenuSections(
  loggedIn: boolean,
  account: MenuAccount | 'admin' | null = null,
): MenuSection[] {
  if (!loggedIn) return [...CONTENT_SECTIONS, LOGIN_SECTION];
  if (account === 'admin') return [...CONTENT_SECTIONS, ADMIN_SECTION];
  if (!account) return [...CONTENT_SECTIONS, PROFILE_SECTION];
  const link = ACCOUNT_JOB_LINKS[account];
  const withLink = (section: MenuSection, at: number): MenuSection => {
    const children = [...(section.children ?? [])];
    children.splice(at < 0 ? children.length + at : at, 0, link);
    return { ...section, children };
  };
  return [
    ...CONTENT_SECTIONS.map((section) =>
      section === JOBS_SECTION ? withLink(section, JOB_TITLES.length) : section,
    ),
    withLink(PROFILE_SECTION, -1),
  ];
}
