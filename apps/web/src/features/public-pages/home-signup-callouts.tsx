import { ArrowRight, Building2, type LucideIcon, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_SIGNUP } from '../../content/home';
import { buttonClass } from './button-styles';
import { SectionHeading } from './section-heading';

interface CallOut {
  title: string;
  text: string;
  link: { label: string; to: string };
}

function CallOutCard({ callOut, Icon }: { callOut: CallOut; Icon: LucideIcon }) {
  return (
    <li className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy/10">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-accent-soft text-navy">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <h3 className="mt-5 text-xl font-bold text-navy">{callOut.title}</h3>
      <p className="mt-2 flex-1 text-muted">{callOut.text}</p>
      <Link to={callOut.link.to} className={buttonClass('primary', 'mt-6 self-start')}>
        {callOut.link.label}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </li>
  );
}

/** The two sign-up call-outs of /home: candidate and clinic. */
export function HomeSignupCallouts() {
  return (
    <section aria-labelledby="home-cadastro" className="px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="home-cadastro" title={HOME_SIGNUP.heading} />
      <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        <CallOutCard callOut={HOME_SIGNUP.candidate} Icon={UserRound} />
        <CallOutCard callOut={HOME_SIGNUP.clinic} Icon={Building2} />
      </ul>
    </section>
  );
}
