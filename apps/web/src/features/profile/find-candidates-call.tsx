import { ArrowRight, Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/**
 * The clinic's next step, first on its /perfil (right after the wizard too): the candidate list.
 */
export function FindCandidatesCall() {
  return (
    <section
      aria-labelledby="encontrar-candidatos-titulo"
      className="flex flex-col gap-4 rounded-3xl bg-white px-5 py-6 shadow-lg shadow-navy/5 ring-2 ring-accent sm:flex-row sm:items-center sm:justify-between sm:px-8"
    >
      <div className="flex items-start gap-3">
        <Search aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-accent-strong" />
        <div>
          <h2 id="encontrar-candidatos-titulo" className="text-xl font-bold text-navy">
            Sua clínica está pronta para contratar
          </h2>
          <p className="mt-1 text-muted">
            Veja os profissionais de radiologia odontológica e filtre por profissão, cidade e equipamento.
          </p>
        </div>
      </div>
      <Link
        to="/candidatos"
        className={`${buttonClasses({ variant: 'primary' })} shrink-0 justify-center text-base`}
      >
        Encontrar candidatos
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Link>
    </section>
  );
}
