import type { Founder } from '../../content/about';
import { SitePicture } from './site-picture';

/** A founder: portrait, name, role, credentials and a short bio. */
export function FounderCard({ founder }: { founder: Founder }) {
  return (
    <li className="flex flex-col gap-6 rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy/10 sm:flex-row">
      <SitePicture
        image={founder.photo}
        fluid={false}
        className="h-36 w-36 shrink-0 self-center rounded-full sm:self-start"
      />
      <div>
        <h3 className="text-xl font-bold text-navy">{founder.name}</h3>
        <p className="mt-1 font-semibold text-accent-strong">{founder.role}</p>
        <p className="mt-1 text-sm text-muted">{founder.credentials}</p>
        {founder.bio.map((paragraph) => (
          <p key={paragraph} className="mt-3 leading-relaxed text-ink">
            {paragraph}
          </p>
        ))}
      </div>
    </li>
  );
}
