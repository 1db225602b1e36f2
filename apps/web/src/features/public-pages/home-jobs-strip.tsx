import { ArrowRight, Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_JOBS } from '../../content/home';
import { JOB_ROLES } from '../../content/jobs';
import { buttonClass } from './button-styles';

/** The jobs strip of /home: the five job titles and a link to /vagas. */
export function HomeJobsStrip() {
  return (
    <section aria-labelledby="home-vagas" className="bg-accent-strong px-4 py-12 text-white sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex gap-4">
          <Briefcase aria-hidden="true" className="mt-1 hidden h-10 w-10 shrink-0 sm:block" />
          <div>
            <h2 id="home-vagas" className="text-2xl font-bold sm:text-3xl">
              {HOME_JOBS.heading}
            </h2>
            <p className="mt-2 text-white">{HOME_JOBS.text}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Funções">
              {JOB_ROLES.map((role) => (
                <li key={role.id} className="rounded-full bg-navy/35 px-3 py-1 text-sm font-medium">
                  {role.title}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <Link
          to={HOME_JOBS.link.to}
          className={buttonClass('secondary', 'shrink-0 self-start lg:self-center')}
        >
          {HOME_JOBS.link.label}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </section>
  );
}
