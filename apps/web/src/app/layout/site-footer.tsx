import { SERVICES } from '../../content/services';
import { FooterColumn, type FooterLink } from './footer-column';
import { FooterContact } from './footer-contact';
import { FooterLegal } from './footer-legal';
import { Logo } from './logo';
import { ABOUT_SECTION, CANDIDATES_SECTION, isMenuGroup, type MenuSection } from './menu-items';

/** The plain links of a menu section (actions and groups are left out). */
function linksOf(section: MenuSection): FooterLink[] {
  return (section.children ?? []).flatMap((entry) =>
    !isMenuGroup(entry) && 'to' in entry
      ? [{ label: entry.label, to: entry.to, scrollTo: entry.scrollTo }]
      : [],
  );
}

const SERVICE_LINKS: FooterLink[] = [
  ...SERVICES.slice(0, 4).map((service) => ({ label: service.title, to: `/servicos/${service.id}` })),
  { label: 'Ver todos', to: '/servicos' },
];

const CAREER_LINKS: FooterLink[] = [
  ...linksOf(CANDIDATES_SECTION),
  { label: 'Vagas', to: '/vagas' },
  { label: 'Cadastre sua clínica', to: '/cadastrar/clinica' },
];

/**
 * The site footer: 2, 3 or 5 columns depending on the screen width. On small screens the
 * long Serviços list and the contact block take a full row (dense flow fills the gap).
 */
export function SiteFooter() {
  return (
    <footer className="bg-navy text-white">
      <div className="mx-auto grid max-w-7xl grid-flow-row-dense grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-flow-row md:grid-cols-3 lg:grid-cols-5 lg:px-8">
        <section aria-label="RX Odonto" className="col-span-2 md:col-span-1">
          <Logo tone="light" variant="plain" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-white/80">
            Conectamos clínicas de radiologia odontológica a profissionais qualificados e apoiamos cada etapa
            do seu negócio com consultoria especializada.
          </p>
        </section>
        <FooterColumn title="Quem somos" links={linksOf(ABOUT_SECTION)} />
        <FooterColumn title="Serviços" links={SERVICE_LINKS} className="col-span-2 md:col-span-1" />
        <FooterColumn title="Candidatos e vagas" links={CAREER_LINKS} />
        <FooterColumn title="Contato" className="col-span-2 lg:col-span-1">
          <FooterContact />
        </FooterColumn>
      </div>
      <FooterLegal />
    </footer>
  );
}
