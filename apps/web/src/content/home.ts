import { IMAGES, type SiteImage } from './images';

/** Texts of the landing page (/home), in the order of its sections. */

export interface ContentLink {
  label: string;
  to: string;
}

export interface BannerSlide {
  title: string;
  text: string;
  link: ContentLink;
  image: SiteImage;
}

export interface ServiceSlide {
  title: string;
  text: string;
  /** Ids of the services listed on the slide (see services.ts). */
  serviceIds: number[];
  image: SiteImage;
}

/** The 3 banners at the top of the page. The first one is the page's main heading. */
export const HOME_BANNERS: readonly BannerSlide[] = [
  {
    title: 'Talentos e consultoria para a radiologia odontológica',
    text: 'Conectamos clínicas de radiologia a profissionais qualificados e apoiamos cada etapa do seu negócio.',
    link: { label: 'Conheça nossos serviços', to: '/servicos' },
    image: IMAGES.homePanoramic,
  },
  {
    title: 'Exames 2D e 3D com qualidade de referência',
    text: 'Treinamentos técnicos e auditorias que reduzem repetições e garantem imagens diagnósticas.',
    link: { label: 'Ver treinamentos', to: '/servicos/2' },
    image: IMAGES.homeCbct,
  },
  {
    title: 'A equipe certa para a sua clínica',
    text: 'Encontre dentistas radiologistas, técnicos, TSB, ASB e recepcionistas no nosso banco de talentos.',
    link: { label: 'Ache profissionais', to: '/candidatos' },
    image: IMAGES.homeTeam,
  },
];

export const HOME_ABOUT = {
  heading: 'Quem somos',
  paragraphs: [
    'A RX Odonto é uma consultoria criada por especialistas em radiologia odontológica. Unimos a experiência de quem realiza e lauda exames todos os dias com a visão de quem gerencia clínicas, equipes e equipamentos.',
    'Além da consultoria, mantemos um banco de talentos gratuito para profissionais da área e ajudamos as clínicas a montar equipes preparadas.',
  ],
  link: { label: 'Conheça nossa história', to: '/quemsomos' },
};

export const HOME_SERVICES = {
  heading: 'Nossos serviços',
  lead: '14 soluções para a sua clínica crescer com segurança.',
  link: { label: 'Ver todos os serviços', to: '/servicos' },
};

/** The 3 slides of the services carousel. */
export const HOME_SERVICE_SLIDES: readonly ServiceSlide[] = [
  {
    title: 'Gestão e estratégia',
    text: 'Diagnóstico completo da clínica e apoio contínuo nas decisões de gestão.',
    serviceIds: [1, 5, 9, 10, 11],
    image: IMAGES.service1,
  },
  {
    title: 'Treinamentos',
    text: 'Equipes preparadas para produzir exames e imagens de excelência.',
    serviceIds: [2, 3, 4, 6],
    image: IMAGES.service3,
  },
  {
    title: 'Estrutura e qualidade',
    text: 'Da abertura da clínica à auditoria dos exames 2D e 3D.',
    serviceIds: [7, 8, 12, 13, 14],
    image: IMAGES.service12,
  },
];

export const HOME_JOBS = {
  heading: 'Vagas na radiologia odontológica',
  text: 'Oportunidades para Dentista Radiologista, TSB, ASB, Técnico e Tecnólogo de Radiologia e Recepcionista.',
  link: { label: 'Ver vagas', to: '/vagas' },
};

export const HOME_SIGNUP = {
  heading: 'Faça parte da RX Odonto',
  candidate: {
    title: 'Sou profissional',
    text: 'Crie seu currículo gratuitamente e seja encontrado pelas clínicas de radiologia odontológica.',
    link: { label: 'Cadastrar como candidato', to: '/cadastrar/candidato' },
  },
  clinic: {
    title: 'Sou clínica',
    text: 'Cadastre sua clínica para encontrar profissionais qualificados no nosso banco de talentos.',
    link: { label: 'Cadastrar minha clínica', to: '/cadastrar/clinica' },
  },
};

export const HOME_TESTIMONIALS = {
  heading: 'O que dizem sobre nós',
};

export const HOME_CLASSIFIEDS = {
  heading: 'Classificados de equipamentos',
  text: 'Compre e venda equipamentos radiológicos com segurança: anúncios revisados pela equipe RX Odonto.',
  link: { label: 'Ver anúncios', to: '/classificados' },
};
