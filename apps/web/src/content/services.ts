import { IMAGES, type SiteImage } from './images';

/** The consultancy's 14 numbered solutions (spec 1, section 1); ids are the /servicos/{id} anchors. */
export interface Service {
  id: number;
  title: string;
  /** One sentence, used in menus, cards and the home carousel. */
  summary: string;
  /** The full text of the block on /servicos (2 to 4 sentences). */
  description: string;
  image: SiteImage;
}

export const SERVICES: readonly Service[] = [
  {
    id: 1,
    title: 'Diagnóstico 360',
    summary:
      'Analisamos sua clínica por completo — processos, equipe, equipamentos e finanças — para apontar onde crescer.',
    description:
      'Visitamos a clínica, acompanhamos a rotina de atendimento e analisamos processos, equipe, equipamentos, indicadores financeiros e a relação com os dentistas que indicam pacientes. Ao final, você recebe um relatório claro, com os pontos fortes, os gargalos e um plano de ação priorizado por impacto e custo.',
    image: IMAGES.service1,
  },
  {
    id: 2,
    title: 'Treinamento Técnico',
    summary:
      'Capacitamos sua equipe nas técnicas de aquisição radiográfica, com foco em qualidade de imagem e segurança.',
    description:
      'Treinamos técnicos, tecnólogos e dentistas no posicionamento do paciente, nos protocolos de aquisição de radiografias intra e extraorais e de tomografias de feixe cônico. O foco é reduzir repetições, garantir imagens diagnósticas e aplicar as normas de proteção radiológica no dia a dia. As turmas são presenciais, na própria clínica, com os seus equipamentos.',
    image: IMAGES.service2,
  },
  {
    id: 3,
    title: 'Treinamento em escaneamento intraoral e impressão de modelos 3D',
    summary:
      'Ensinamos o fluxo digital completo, do escaneamento intraoral à impressão de modelos 3D precisos.',
    description:
      'Capacitamos sua equipe no escaneamento intraoral, do preparo do paciente à captura de arcadas completas sem falhas. Em seguida, ensinamos o tratamento dos arquivos, o planejamento da impressão e o pós-processamento de modelos 3D. Sua clínica passa a oferecer um serviço digital completo aos dentistas parceiros.',
    image: IMAGES.service3,
  },
  {
    id: 4,
    title: 'Treinamento em fotografia odontológica',
    summary:
      'Preparamos sua equipe para produzir fotografias clínicas padronizadas, úteis no diagnóstico e na comunicação.',
    description:
      'Ensinamos a configurar câmera, flash e afastadores para obter fotografias intra e extraorais padronizadas. As imagens passam a servir ao diagnóstico, à documentação ortodôntica e à comunicação com pacientes e dentistas, sempre com o consentimento do paciente.',
    image: IMAGES.service4,
  },
  {
    id: 5,
    title: 'Estratégias de marketing',
    summary:
      'Criamos estratégias de marketing éticas e eficazes para atrair e fidelizar pacientes e dentistas.',
    description:
      'Montamos um plano de marketing digital e de relacionamento que respeita as normas do Conselho Federal de Odontologia. Definimos posicionamento, calendário de conteúdo, presença no Google e nas redes sociais e ações para fortalecer a parceria com os dentistas que encaminham exames.',
    image: IMAGES.service5,
  },
  {
    id: 6,
    title: 'Treinamento de representantes comerciais',
    summary:
      'Formamos representantes que apresentam os serviços da sua clínica aos dentistas da região com segurança.',
    description:
      'Preparamos representantes para visitar consultórios, apresentar exames e diferenciais técnicos da clínica e tirar dúvidas dos dentistas com segurança. O treinamento inclui roteiro de visitas, materiais de apoio e indicadores para acompanhar os resultados de cada região.',
    image: IMAGES.service6,
  },
  {
    id: 7,
    title: 'Assessoria burocrática para abertura de clínica',
    summary:
      'Cuidamos de licenças, alvarás e registros para que sua clínica de radiologia abra dentro das normas.',
    description:
      'Conduzimos todas as etapas legais da abertura: registro da empresa, alvarás, licença da Vigilância Sanitária, inscrição no Conselho Regional de Odontologia e cadastro no CNES. Também orientamos sobre o responsável técnico, o levantamento radiométrico e os documentos exigidos para equipamentos emissores de radiação.',
    image: IMAGES.service7,
  },
  {
    id: 8,
    title: 'Consultoria na escolha de equipamentos',
    summary:
      'Ajudamos a escolher os equipamentos certos para o seu perfil de atendimento e o seu investimento.',
    description:
      'Comparamos aparelhos panorâmicos, tomógrafos, scanners e softwares de acordo com o volume de exames, o perfil dos dentistas da região e o orçamento disponível. Apoiamos a negociação com fornecedores e o planejamento da instalação, para que o investimento se pague no menor prazo possível.',
    image: IMAGES.service8,
  },
  {
    id: 9,
    title: 'Contratação e gestão de equipes',
    summary: 'Recrutamos, selecionamos e desenvolvemos profissionais alinhados à cultura da sua clínica.',
    description:
      'Definimos os perfis de cada função, divulgamos as vagas no nosso banco de talentos e conduzimos entrevistas e avaliações técnicas. Depois da contratação, ajudamos a estruturar escalas, metas, integração de novos colaboradores e rotinas de feedback.',
    image: IMAGES.service9,
  },
  {
    id: 10,
    title: 'Assessoria jurídica',
    summary:
      'Orientação jurídica especializada na área da saúde para proteger sua clínica e seus profissionais.',
    description:
      'Em parceria com advogados especializados em direito da saúde, revisamos contratos com profissionais, parceiros e fornecedores, termos de consentimento e a adequação da clínica à LGPD. Também orientamos sobre responsabilidade técnica e prevenção de conflitos com pacientes.',
    image: IMAGES.service10,
  },
  {
    id: 11,
    title: 'Assessoria financeira',
    summary:
      'Organizamos custos, preços e fluxo de caixa para dar à sua clínica uma gestão financeira saudável.',
    description:
      'Mapeamos custos fixos e variáveis, calculamos o custo real de cada exame e revisamos a tabela de preços e os convênios. Implantamos um fluxo de caixa simples e indicadores mensais para que as decisões de investimento sejam tomadas com segurança.',
    image: IMAGES.service11,
  },
  {
    id: 12,
    title: 'Projeto estrutural e arquitetônico',
    summary:
      'Planejamos espaços funcionais e adequados às normas de proteção radiológica, do layout à blindagem.',
    description:
      'Com arquitetos parceiros, desenhamos o layout da clínica pensando no fluxo de pacientes e da equipe, na acessibilidade e no conforto. As salas de exame são projetadas com a blindagem adequada e de acordo com as exigências da Vigilância Sanitária, evitando retrabalho na obra.',
    image: IMAGES.service12,
  },
  {
    id: 13,
    title: 'Auditoria técnica de exames 2D e 3D',
    summary:
      'Revisamos seus exames 2D e 3D para garantir qualidade técnica, padronização e laudos confiáveis.',
    description:
      'Avaliamos uma amostra dos exames realizados pela clínica, verificando posicionamento, artefatos, protocolos de aquisição, doses e padronização dos laudos. Você recebe um relatório com as não conformidades encontradas e um plano de melhoria acompanhado por nossos especialistas.',
    image: IMAGES.service13,
  },
  {
    id: 14,
    title: 'Organização de eventos e palestras',
    summary:
      'Organizamos eventos e palestras que aproximam sua clínica dos dentistas e fortalecem sua marca.',
    description:
      'Planejamos cursos, palestras e encontros científicos para dentistas da sua região, da escolha dos temas e palestrantes à divulgação e à logística do evento. É uma forma eficaz de apresentar a clínica, atualizar os parceiros e gerar novos encaminhamentos.',
    image: IMAGES.service14,
  },
];

/** Texts of the services page (/servicos). */
export const SERVICES_PAGE = {
  heading: 'Consultoria completa para clínicas de radiologia odontológica',
  lead: 'Da abertura da clínica à auditoria dos exames, oferecemos 14 soluções que cobrem cada etapa do seu negócio.',
  introHeading: 'Como trabalhamos',
  intro: [
    'Somos especialistas em radiologia odontológica e em gestão de clínicas. Unimos a experiência de quem faz e lauda exames todos os dias com a visão de quem administra equipes, equipamentos e resultados.',
    'Cada projeto começa com uma conversa sem compromisso para entender o momento da sua clínica. Depois, montamos um plano sob medida, combinando as soluções abaixo de acordo com as suas prioridades.',
  ],
  meetingHeading: 'Vamos conversar sobre a sua clínica?',
  meetingText:
    'Agende uma reunião gratuita pelo WhatsApp e descubra quais soluções fazem mais sentido para o seu momento.',
  videoHeading: 'Veja como trabalhamos',
};
