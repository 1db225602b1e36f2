import { ShoppingCart, Tag } from 'lucide-react';
import { CLASSIFIEDS_PAGE } from '../../content/coming-soon';
import { WHATSAPP_MESSAGES } from '../../content/contact';
import { PAGE_META } from '../../content/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { buttonClass } from './button-styles';
import { ComingSoonBadge } from './coming-soon-badge';
import { PageHero } from './page-hero';
import { WhatsAppLink } from './whatsapp-link';

const ICONS = { 'quero-vender': Tag, 'quero-comprar': ShoppingCart } as const;

/** The classifieds placeholder (/classificados): 'Em breve', with Quero vender and Quero comprar. */
export function ClassifiedsPage() {
  usePageMeta(PAGE_META.classifieds);
  return (
    <>
      <PageHero
        eyebrow={<ComingSoonBadge className="mb-4" />}
        heading={CLASSIFIEDS_PAGE.heading}
        lead={CLASSIFIEDS_PAGE.lead}
        image={CLASSIFIEDS_PAGE.image}
      />
      <section aria-label="Opções dos classificados" className="px-4 py-16 sm:px-6 lg:px-8">
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {CLASSIFIEDS_PAGE.options.map((option) => {
            const Icon = ICONS[option.id];
            return (
              <li key={option.id}>
                <article
                  id={option.id}
                  aria-labelledby={`${option.id}-titulo`}
                  className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy/10"
                >
                  <div className="flex items-center justify-between gap-3">
                    <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-accent-soft text-navy">
                      <Icon aria-hidden="true" className="h-6 w-6" />
                    </span>
                    <ComingSoonBadge />
                  </div>
                  <h2 id={`${option.id}-titulo`} className="mt-5 text-2xl font-bold text-navy">
                    {option.title}
                  </h2>
                  <p className="mt-2 flex-1 text-muted">{option.text}</p>
                  <WhatsAppLink
                    message={WHATSAPP_MESSAGES[option.messageKey]}
                    className={buttonClass('secondary', 'mt-6 self-start')}
                  >
                    {option.linkLabel}
                  </WhatsAppLink>
                </article>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

export { ClassifiedsPage as Component };
