import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** The head of /classificados: title, introduction, 'Anunciar equipamento' and 'Meus anúncios'. */
export function ClassificadosHero({ loggedIn }: { loggedIn: boolean }) {
  const newAd = loggedIn ? '/classificados/novo' : `/login?next=${encodeURIComponent('/classificados/novo')}`;
  return (
    <section
      aria-labelledby="titulo-pagina"
      className="bg-gradient-to-b from-navy to-navy-light px-4 py-8 sm:px-6 md:py-10 lg:px-8"
    >
      <div className="mx-auto max-w-3xl text-center">
        <h1 id="titulo-pagina" className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
          Classificados
        </h1>
        <p className="mt-3 text-white/85 sm:text-lg">
          Compra e venda de equipamentos de radiologia odontológica, com anúncios revisados pela equipe RX
          Odonto.
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to={newAd} className={buttonClasses({ variant: 'primary' })}>
            <Plus aria-hidden className="size-4" /> Anunciar equipamento
          </Link>
          {loggedIn && (
            <Link to="/meus-anuncios" className={buttonClasses({ variant: 'outline' })}>
              Meus anúncios
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
