import { serviceTitle } from '@app/shared';
import { Link } from 'react-router';
import { ProposalButton } from '../proposals';

/** Under an article: the service it leads to, 'Solicitar proposta' and a link to the service's page. */
export function PostProposalAside({ servico }: { servico: number }) {
  return (
    <aside aria-labelledby="proposta-titulo" className="mt-8 rounded-3xl bg-navy p-6 text-white sm:p-10">
      <h2 id="proposta-titulo" className="text-2xl font-bold">
        Precisa de ajuda com isso na sua clínica?
      </h2>
      <p className="mt-2 text-white/90">
        A RX Odonto oferece o serviço <strong>{serviceTitle(servico)}</strong>. Peça uma proposta sem
        compromisso.
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <ProposalButton
          servico={servico}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-navy hover:bg-white"
        />
        <Link
          to={`/servicos/${servico}`}
          className="inline-flex min-h-11 items-center font-semibold text-white underline"
        >
          Conhecer o serviço
        </Link>
      </div>
    </aside>
  );
}
