import type { ContentLink } from './home';
import { IMAGES, type SiteImage } from './images';

/** Texts of the jobs page (/vagas): one banner and one section per job title. */
export interface JobRole {
  /** Anchor of the role's section on /vagas. */
  id: string;
  title: string;
  /** Short text shown on the role's banner. */
  tagline: string;
  summary: string;
  /** What the professional does day to day. */
  tasks: string[];
  requirements: string;
  banner: SiteImage;
}

export const JOBS_PAGE = {
  heading: 'Vagas em radiologia odontológica',
  lead: 'Conheça as funções mais procuradas pelas clínicas de radiologia e descubra onde o seu talento faz a diferença.',
  rolesHeading: 'Funções e atribuições',
  tasksHeading: 'O que faz',
  requirementsHeading: 'Formação',
  candidateCta: {
    title: 'Procura uma oportunidade?',
    text: 'Crie seu currículo gratuitamente e fique visível para as clínicas cadastradas.',
    link: { label: 'Crie seu currículo', to: '/cadastrar/candidato' } satisfies ContentLink,
  },
  clinicCta: {
    title: 'Sua clínica está contratando?',
    text: 'Filtre candidatos por profissão e estado e veja currículos completos.',
    link: { label: 'Ache profissionais', to: '/candidatos' } satisfies ContentLink,
  },
};

export const JOB_ROLES: readonly JobRole[] = [
  {
    id: 'dentista-radiologista',
    title: 'Dentista Radiologista',
    tagline: 'Laudos precisos que orientam o tratamento.',
    summary:
      'Cirurgião-dentista especialista em Radiologia Odontológica e Imaginologia, responsável pela interpretação dos exames e pela qualidade diagnóstica da clínica.',
    tasks: [
      'Interpreta e lauda radiografias intra e extraorais e tomografias de feixe cônico.',
      'Define protocolos de aquisição junto com a equipe técnica.',
      'Atende dentistas solicitantes e discute casos clínicos.',
      'Pode assumir a responsabilidade técnica da clínica.',
    ],
    requirements: 'Graduação em Odontologia, especialização em Radiologia e registro ativo no CRO.',
    banner: IMAGES.jobsRadiologist,
  },
  {
    id: 'tsb',
    title: 'TSB',
    tagline: 'Técnica e cuidado em cada atendimento.',
    summary:
      'O Técnico em Saúde Bucal atua sob supervisão do cirurgião-dentista e apoia a realização de exames e procedimentos.',
    tasks: [
      'Realiza tomadas radiográficas intraorais e o processamento das imagens, quando habilitado.',
      'Faz moldagens, escaneamentos e fotografias odontológicas.',
      'Orienta pacientes sobre higiene e preparo para os exames.',
      'Controla a biossegurança e a esterilização dos materiais.',
    ],
    requirements: 'Curso técnico em Saúde Bucal e inscrição no CRO como TSB.',
    banner: IMAGES.jobsTsb,
  },
  {
    id: 'asb',
    title: 'ASB',
    tagline: 'Organização que faz a clínica funcionar.',
    summary:
      'O Auxiliar em Saúde Bucal prepara o ambiente, os materiais e o paciente, garantindo um atendimento seguro e ágil.',
    tasks: [
      'Prepara salas, bandejas e instrumentais para cada atendimento.',
      'Recebe e acomoda o paciente, ajudando no posicionamento para os exames.',
      'Realiza a limpeza, a desinfecção e a esterilização dos materiais.',
      'Apoia a organização da agenda e do estoque.',
    ],
    requirements: 'Curso de Auxiliar em Saúde Bucal e inscrição no CRO como ASB.',
    banner: IMAGES.jobsAsb,
  },
  {
    id: 'tecnico-tecnologo-radiologia',
    title: 'Técnico e Tecnólogo de Radiologia',
    tagline: 'Imagens de qualidade com a menor dose.',
    summary:
      'Profissionais das técnicas radiológicas que operam os equipamentos e garantem exames com qualidade diagnóstica e segurança.',
    tasks: [
      'Posiciona o paciente e realiza radiografias panorâmicas, cefalométricas e tomografias.',
      'Aplica os protocolos de aquisição e as normas de proteção radiológica.',
      'Faz o controle de qualidade das imagens e dos equipamentos.',
      'O tecnólogo também pode coordenar a equipe técnica e os testes de constância.',
    ],
    requirements: 'Curso técnico (técnico) ou superior (tecnólogo) em Radiologia e registro ativo no CRTR.',
    banner: IMAGES.jobsTechnologist,
  },
  {
    id: 'recepcionista',
    title: 'Recepcionista',
    tagline: 'O primeiro sorriso da clínica.',
    summary:
      'A recepção é o primeiro contato do paciente com a clínica e organiza todo o fluxo de atendimento.',
    tasks: [
      'Agenda exames e confirma horários com pacientes e dentistas.',
      'Recebe pacientes, confere pedidos, documentos e convênios.',
      'Entrega exames e laudos e responde dúvidas por telefone e WhatsApp.',
      'Apoia o faturamento e o controle do caixa.',
    ],
    requirements: 'Ensino médio completo; experiência com atendimento e sistemas de agendamento.',
    banner: IMAGES.jobsReceptionist,
  },
];
