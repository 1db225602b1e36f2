import { BookOpen, Briefcase, FileText, type LucideIcon, Search, Tag } from 'lucide-react';

interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
  soon?: boolean;
}

const BENEFITS: readonly Benefit[] = [
  {
    icon: Search,
    title: 'Encontre um profissional',
    text: 'Clínicas acessam o banco de talentos e encontram profissionais qualificados.',
  },
  {
    icon: FileText,
    title: 'Crie seu currículo e candidate-se',
    text: 'Candidatos criam o currículo gratuitamente e se candidatam às vagas.',
  },
  {
    icon: Briefcase,
    title: 'Serviços de assessoria',
    text: 'Assessoria e consultoria para a sua clínica de radiologia odontológica.',
  },
  {
    icon: Tag,
    title: 'Classificados',
    text: 'Compra e venda de equipamentos radiológicos.',
  },
  { icon: BookOpen, title: 'Blog', text: 'Conteúdos sobre radiologia odontológica.' },
];

/** The login page's side panel: what an account gives access to. */
export function LoginBenefits() {
  return (
    <aside
      aria-labelledby="vantagens-titulo"
      className="rounded-3xl bg-navy px-6 py-8 text-white shadow-xl sm:px-8 lg:py-10"
    >
      <h2 id="vantagens-titulo" className="text-xl font-bold sm:text-2xl">
        Com a sua conta você pode
      </h2>
      <ul className="mt-6 flex flex-col gap-5">
        {BENEFITS.map(({ icon: Icon, title, text, soon }) => (
          <li key={title} className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-white/10">
              <Icon aria-hidden="true" className="h-5 w-5 text-accent" />
            </span>
            <div>
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {title}
                {soon && (
                  <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-navy">
                    Em breve
                  </span>
                )}
              </p>
              <p className="mt-1 text-sm text-white/80">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
