import { IMAGES, type SiteImage } from './images';

/** Texts of the about page (/quemsomos): who we are, the founders, mission, vision and values. */

export interface Founder {
  name: string;
  role: string;
  credentials: string;
  bio: string[];
  photo: SiteImage;
}

export interface CompanyValue {
  title: string;
  text: string;
}

export const ABOUT_PAGE = {
  heading: 'Quem somos',
  lead: 'Somos uma consultoria especializada em radiologia odontológica que conecta clínicas a profissionais qualificados e apoia cada etapa do negócio.',
  intro: [
    'A RX Odonto nasceu da rotina de uma clínica de radiologia. Depois de anos laudando exames, treinando equipes e abrindo novas unidades, nossos fundadores perceberam que as clínicas enfrentavam sempre os mesmos desafios: encontrar profissionais preparados, escolher bem os equipamentos e manter a qualidade dos exames enquanto o negócio cresce.',
    'Por isso reunimos, em um só lugar, um banco de talentos para a radiologia odontológica e uma consultoria que acompanha a clínica do projeto da sala de raio X à auditoria dos laudos. Atendemos clínicas de todo o Brasil, presencialmente e a distância.',
  ],
  historyHeading: 'Nossa história',
  foundersHeading: 'Nossos fundadores',
  foundersLead: 'Experiência técnica e de gestão lado a lado, em cada projeto.',
  missionSectionHeading: 'Missão, Visão e Valores',
  missionHeading: 'Missão',
  mission:
    'Elevar a qualidade da radiologia odontológica no Brasil, conectando clínicas a profissionais qualificados e oferecendo uma consultoria que transforma conhecimento técnico em resultados para clínicas, dentistas e pacientes.',
  visionHeading: 'Visão',
  vision:
    'Ser a principal referência nacional em talentos e consultoria para clínicas de radiologia odontológica, reconhecida pela ética, pela excelência técnica e pelo cuidado com o paciente.',
  valuesHeading: 'Valores',
  meetingHeading: 'Quer saber como podemos ajudar a sua clínica?',
  meetingText:
    'Converse com a nossa equipe pelo WhatsApp e agende uma reunião sem compromisso, presencial ou on-line.',
  videoHeading: 'Conheça a RX Odonto em 2 minutos',
};

export const FOUNDERS: readonly Founder[] = [
  {
    name: 'Dra. Helena Duarte',
    role: 'Sócia-fundadora e diretora técnica',
    credentials: 'Cirurgiã-dentista, especialista e mestre em Radiologia Odontológica e Imaginologia',
    bio: [
      'Há mais de 15 anos Helena realiza e lauda exames radiográficos e tomográficos. Coordenou o setor de imaginologia de uma rede de clínicas em São Paulo e leciona em cursos de especialização.',
      'Na RX Odonto, responde pelos treinamentos técnicos, pelas auditorias de exames e pela avaliação dos profissionais do banco de talentos.',
    ],
    photo: IMAGES.founderRadiologist,
  },
  {
    name: 'Rafael Moreira',
    role: 'Sócio-fundador e diretor de operações',
    credentials: 'Tecnólogo em Radiologia, MBA em Gestão de Serviços de Saúde',
    bio: [
      'Rafael começou como técnico em radiologia e, ao longo de 12 anos, participou da implantação e da gestão de clínicas de radiologia odontológica em diferentes estados.',
      'Cuida dos projetos de abertura de clínicas, da escolha de equipamentos, da gestão de equipes e da área financeira dos nossos clientes.',
    ],
    photo: IMAGES.founderTechnologist,
  },
];

export const VALUES: readonly CompanyValue[] = [
  {
    title: 'Ética e transparência',
    text: 'Recomendamos apenas o que faz sentido para a clínica, com informações claras e sem conflito de interesses.',
  },
  {
    title: 'Excelência técnica',
    text: 'Seguimos as melhores práticas e as normas de proteção radiológica em tudo o que ensinamos e auditamos.',
  },
  {
    title: 'Segurança do paciente',
    text: 'Cada exame deve ter a menor dose possível e a maior qualidade diagnóstica.',
  },
  {
    title: 'Valorização das pessoas',
    text: 'Profissionais bem preparados e respeitados fazem clínicas melhores.',
  },
  {
    title: 'Parceria de longo prazo',
    text: 'Acompanhamos os resultados depois da entrega e crescemos junto com os nossos clientes.',
  },
  {
    title: 'Inovação com propósito',
    text: 'Adotamos novas tecnologias quando elas melhoram o diagnóstico, o atendimento ou a gestão.',
  },
];
