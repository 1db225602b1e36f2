import { formatCnpj } from '@app/shared';
import { Link } from 'react-router';
import { useSiteConfig } from '../../lib/site-config';

/** The bottom bar: legal name, CNPJ (when configured) and the legal pages. */
export function FooterLegal() {
  const { data } = useSiteConfig();
  const legalName = data?.legalName?.trim() || data?.name?.trim() || 'RX Odonto';
  const cnpj = data?.cnpj?.trim() ? formatCnpj(data.cnpj) : null;
  // The year in Brasília; the prerendered pages carry the year they were built in, so the text may
  // rightly differ from the browser's on the first days of a year.
  const year = new Intl.DateTimeFormat('pt-BR', { year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );

  return (
    <div className="border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs text-white/75 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <p className="min-h-4">
          © <span suppressHydrationWarning>{year}</span> {legalName}
          {cnpj && <> · CNPJ {cnpj}</>} · Todos os direitos reservados.
        </p>
        <p className="flex shrink-0 gap-4 whitespace-nowrap">
          <Link to="/termodeuso" className="hover:text-white hover:underline">
            Termos de Uso
          </Link>
          <Link to="/politicaprivacidade" className="hover:text-white hover:underline">
            Políticas de Privacidade
          </Link>
        </p>
      </div>
    </div>
  );
}
