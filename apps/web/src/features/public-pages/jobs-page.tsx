import { Carousel } from '../../components/ui/carousel';
import { JOB_ROLES, JOBS_PAGE } from '../../content/jobs';
import { PAGE_META } from '../../content/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { PostingsListSection } from '../job-postings';
import { BannerSlide } from './banner-slide';
import { JobRoleCard } from './job-role-card';
import { JobsCallOuts } from './jobs-call-outs';
import { SectionHeading } from './section-heading';

/** The jobs page (/vagas): 5 banners, the five job titles, the calls for candidates and clinics, then the open postings. */
export function JobsPage() {
  usePageMeta(PAGE_META.jobs);
  return (
    <>
      <section
        aria-labelledby="titulo-pagina"
        className="bg-gradient-to-b from-navy to-navy-light px-4 pt-10 pb-10 sm:px-6 md:pt-14 lg:px-8"
      >
        <div className="mx-auto max-w-3xl text-center">
          <h1 id="titulo-pagina" className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            {JOBS_PAGE.heading}
          </h1>
          <p className="mt-4 text-lg text-white/85">{JOBS_PAGE.lead}</p>
        </div>
        <Carousel
          label="Funções em destaque"
          tone="dark"
          autoplayMs={7000}
          className="mt-10"
          slides={JOB_ROLES.map((role, index) => (
            <BannerSlide
              key={role.id}
              title={role.title}
              text={role.tagline}
              image={role.banner}
              titleAs="p"
              priority={index === 0}
              link={{ label: `Saiba mais sobre ${role.title}`, to: `#${role.id}` }}
            />
          ))}
        />
      </section>
      <section aria-labelledby="funcoes" className="bg-mist px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="funcoes" title={JOBS_PAGE.rolesHeading} />
        <ul className="mx-auto mt-10 grid max-w-6xl gap-6 lg:grid-cols-2">
          {JOB_ROLES.map((role) => (
            <JobRoleCard key={role.id} role={role} />
          ))}
        </ul>
      </section>
      <div className="bg-mist">
        <JobsCallOuts />
      </div>
      <PostingsListSection />
    </>
  );
}

export { JobsPage as Component };
