import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Carousel } from '../../components/ui/carousel';
import { jobTitleOfProfessions } from '../../content/job-titles';
import { JOB_ROLES, JOBS_PAGE } from '../../content/jobs';
import { PAGE_META } from '../../content/page-meta';
import { dataPageHandle } from '../../lib/data-page';
import { usePageMeta } from '../../lib/use-page-meta';
import { PostingsListSection, postingsListNeeds } from '../job-postings';
import { BannerSlide } from './banner-slide';
import { JobRoleCard } from './job-role-card';
import { JobsCallOuts } from './jobs-call-outs';
import { SectionHeading } from './section-heading';

/**
 * The roles in the carousel's order: from the role of the profession the list is filtered by
 * (?tipos_profissao=TSB opens on TSB's slide), the others following in their usual order.
 */
function rolesFrom(professions: string[]) {
  const first = JOB_ROLES.findIndex((role) => role.id === jobTitleOfProfessions(professions)?.id);
  return first > 0 ? [...JOB_ROLES.slice(first), ...JOB_ROLES.slice(0, first)] : JOB_ROLES;
}

/**
 * The jobs page (/vagas). The open postings come first, right under a short title: the promise
 * of the page is the jobs. Then the 5 banners of the job titles, what each one does, and the
 * calls for candidates and clinics.
 */
export function JobsPage() {
  usePageMeta(PAGE_META.jobs);
  const [searchParams] = useSearchParams();
  // The prerendered page has no filter: the carousel follows the URL's profession once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const roles = hydrated ? rolesFrom(searchParams.getAll('tipos_profissao')) : JOB_ROLES;

  return (
    <>
      <section
        aria-labelledby="titulo-pagina"
        className="bg-gradient-to-b from-navy to-navy-light px-4 py-8 sm:px-6 md:py-10 lg:px-8"
      >
        <div className="mx-auto max-w-3xl text-center">
          <h1 id="titulo-pagina" className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            {JOBS_PAGE.heading}
          </h1>
          <p className="mt-3 text-white/85 sm:text-lg">{JOBS_PAGE.lead}</p>
        </div>
      </section>
      <PostingsListSection />
      <section aria-labelledby="funcoes">
        <div className="bg-gradient-to-b from-navy to-navy-light px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <SectionHeading id="funcoes" title={JOBS_PAGE.rolesHeading} tone="light" />
          <Carousel
            // A new first slide (another profession) starts the carousel afresh.
            key={roles[0]?.id}
            label="Funções em destaque"
            tone="dark"
            autoplayMs={7000}
            className="mt-8"
            slides={roles.map((role) => (
              <BannerSlide
                key={role.id}
                title={role.title}
                text={role.tagline}
                image={role.banner}
                titleAs="p"
                link={{ label: `Saiba mais sobre ${role.title}`, to: `#${role.id}` }}
              />
            ))}
          />
        </div>
        <div className="bg-mist px-4 py-16 sm:px-6 lg:px-8">
          <ul className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-2">
            {JOB_ROLES.map((role) => (
              <JobRoleCard key={role.id} role={role} />
            ))}
          </ul>
        </div>
      </section>
      <div className="bg-mist">
        <JobsCallOuts />
      </div>
    </>
  );
}

export { JobsPage as Component };

/** Rendered on the server per request with the open postings of its URL (lib/data-page.ts). */
export const handle = dataPageHandle({ load: postingsListNeeds });
