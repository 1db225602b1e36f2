import { Link } from 'react-router';
import { SERVICES } from '../../content/services';

/** Numbered shortcuts to the 14 blocks of /servicos (each link is /servicos/{n}). */
export function ServicesIndex() {
  return (
    <nav aria-label="Serviços" className="mx-auto mt-10 max-w-6xl">
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.id}>
            <Link
              to={`/servicos/${service.id}`}
              className="flex min-h-11 items-center gap-3 rounded-xl bg-white px-3 py-2 text-sm font-medium text-navy ring-1 ring-navy/10 transition-colors hover:bg-accent-soft"
            >
              <span className="w-6 shrink-0 text-right font-bold text-accent-strong">{service.id}.</span>
              {service.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
