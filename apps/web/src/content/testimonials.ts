/** Testimonials shown on the landing page: first name, role and city of the author. */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  city: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'O Diagnóstico 360 mostrou exatamente onde estávamos perdendo tempo e dinheiro. Em seis meses reduzimos as repetições de exames pela metade.',
    name: 'Mariana',
    role: 'Sócia de clínica de radiologia',
    city: 'Campinas (SP)',
  },
  {
    quote:
      'Cadastrei meu currículo e em poucas semanas fui chamado para uma entrevista. Hoje trabalho com tomografia em uma clínica que sempre quis.',
    name: 'Lucas',
    role: 'Tecnólogo em Radiologia',
    city: 'Belo Horizonte (MG)',
  },
  {
    quote:
      'A assessoria para abrir a clínica foi essencial: licenças, projeto da sala e escolha do tomógrafo, tudo acompanhado de perto.',
    name: 'Ricardo',
    role: 'Dentista radiologista e empreendedor',
    city: 'Recife (PE)',
  },
  {
    quote:
      'O treinamento em escaneamento intraoral deu segurança para a equipe toda. Os dentistas parceiros perceberam a diferença.',
    name: 'Juliana',
    role: 'Técnica em Saúde Bucal',
    city: 'Curitiba (PR)',
  },
];
