import { ArrowRight, BadgeCheck, CircleAlert, Eye } from 'lucide-react';
import { Link } from 'react-router';

const linkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy';

interface PublicationStatusProps {
  /** The candidate's id (the preview is /perfil/{id}). */
  id: string;
  /** When the profile was last published (ISO), null while unpublished; undefined while loading. */
  publishedAt: string | null | undefined;
  /** Published but out of the clinics' list (an unanswered availability question). */
  outOfList?: boolean;
}

/**
 * The own profile says whether clinics can see it: 'Perfil publicado' with 'Ver como a clínica
 * vê' (the profile as the API answers clinics), or 'Perfil não publicado' with the way to the
 * wizard. Nothing while the profile loads.
 */
export function PublicationStatus({ id, publishedAt, outOfList = false }: PublicationStatusProps) {
  if (publishedAt === undefined) return null;
  const published = publishedAt !== null;
  return (
    <section
      aria-labelledby="situacao-perfil"
      className="flex flex-col gap-4 rounded-3xl bg-white px-5 py-5 shadow-sm ring-1 ring-navy/10 sm:flex-row sm:items-center sm:justify-between sm:px-8"
    >
      <div className="flex items-start gap-3">
        {published ? (
          <BadgeCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-emerald-700" />
        ) : (
          <CircleAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-amber-700" />
        )}
        <div>
          <h2 id="situacao-perfil" className="text-lg font-bold text-navy">
            {published ? 'Perfil publicado' : 'Perfil não publicado'}
          </h2>
          <p className="text-sm text-muted">
            {!published
              ? 'As clínicas ainda não veem seu perfil. Complete o currículo e publique.'
              : outOfList
                ? 'Fora da lista de candidatos até você confirmar que está disponível.'
                : 'As clínicas podem encontrar você na busca de candidatos.'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {!published && (
          <Link
            to="/cadastrar/curriculo"
            className={`${linkClass} bg-accent-strong text-white hover:bg-navy`}
          >
            Publicar meu currículo
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        )}
        <Link
          to={`/perfil/${encodeURIComponent(id)}`}
          className={`${linkClass} border border-navy/25 bg-white text-navy hover:bg-mist`}
        >
          <Eye aria-hidden="true" className="h-4 w-4" />
          Ver como a clínica vê
        </Link>
      </div>
    </section>
  );
}
