import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { JOBS_PAGE } from '../../content/jobs';
import { buttonClass } from './button-styles';

/** The two calls of /vagas: create a résumé (candidates) and find professionals (clinics). */
export function JobsCallOuts() {
  const calls = [
    {
      ...JOBS_PAGE.candidateCta,
      variant: 'on-dark' as const,
      box: 'bg-navy text-white',
      muted: 'text-white/85',
    },
    {
      ...JOBS_PAGE.clinicCta,
      variant: 'primary' as const,
      box: 'bg-accent-soft text-navy',
      muted: 'text-ink',
    },
  ];
  return (
    <section aria-label="Candidatos e clínicas" className="px-4 pb-16 sm:px-6 lg:px-8">
      <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
        {calls.map((call) => (
          <li key={call.title} className={`flex flex-col rounded-3xl p-8 ${call.box}`}>
            <h2 className="text-2xl font-bold">{call.title}</h2>
            <p className={`mt-2 flex-1 ${call.muted}`}>{call.text}</p>
            <Link to={call.link.to} className={buttonClass(call.variant, 'mt-6 self-start')}>
              {call.link.label}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
