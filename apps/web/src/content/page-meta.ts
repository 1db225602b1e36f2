/**
 * Title (shown in the browser tab as '<title> | RX Odonto') and description (shown by search
 * engines, up to about 160 characters) of each public page.
 */
export interface PageMeta {
  title: string;
  description: string;
}

export const PAGE_META = {
  home: {
    title: 'Radiologia odontológica, talentos e consultoria',
    description:
      'A RX Odonto conecta clínicas de radiologia odontológica a profissionais qualificados e oferece consultoria completa para o seu negócio crescer.',
  },
  about: {
    title: 'Quem somos',
    description:
      'Conheça os fundadores, a missão, a visão e os valores da RX Odonto, consultoria especializada em radiologia odontológica.',
  },
  services: {
    title: 'Serviços',
    description:
      'Diagnóstico 360, treinamentos, marketing, abertura de clínica, equipamentos, equipes, jurídico, financeiro, projetos, auditoria e eventos.',
  },
  jobs: {
    title: 'Vagas',
    description:
      'Vagas para Dentista Radiologista, TSB, ASB, Técnico e Tecnólogo de Radiologia e Recepcionista. Crie seu currículo grátis na RX Odonto.',
  },
  classifieds: {
    title: 'Classificados',
    description:
      'Classificados de equipamentos de radiologia odontológica: panorâmicos, tomógrafos, sensores e scanners à venda, com anúncios revisados.',
  },
  terms: {
    title: 'Termos de Uso',
    description:
      'Termos de Uso da plataforma RX Odonto: cadastro, banco de talentos, regras de uso para candidatos e clínicas e responsabilidades.',
  },
  privacy: {
    title: 'Políticas de Privacidade',
    description:
      'Como a RX Odonto trata dados pessoais conforme a LGPD: dados coletados, finalidades, bases legais, compartilhamento e seus direitos.',
  },
} satisfies Record<string, PageMeta>;
