import { IMAGES } from './images';

/** Texts of the pages still to come: classifieds (/classificados) and blog (/blog). */

export const COMING_SOON_BADGE = 'Em breve';

export const CLASSIFIEDS_PAGE = {
  heading: 'Classificados',
  lead: 'Em breve, um espaço seguro para comprar e vender equipamentos de radiologia odontológica.',
  image: IMAGES.classifieds,
  options: [
    {
      id: 'quero-vender',
      title: 'Quero vender',
      text: 'Anuncie aparelhos panorâmicos, tomógrafos, sensores, scanners e outros equipamentos para clínicas de todo o Brasil.',
      messageKey: 'classifiedsSell',
      linkLabel: 'Quero ser avisado para vender',
    },
    {
      id: 'quero-comprar',
      title: 'Quero comprar',
      text: 'Encontre equipamentos novos e seminovos, com informações técnicas claras e vendedores identificados.',
      messageKey: 'classifiedsBuy',
      linkLabel: 'Quero ser avisado para comprar',
    },
  ],
} as const;

export const BLOG_PAGE = {
  heading: 'Blog',
  lead: 'Em breve, artigos sobre radiologia odontológica, gestão de clínicas e carreira para profissionais da área.',
  image: IMAGES.blog,
  link: { label: 'Enquanto isso, conheça nossos serviços', to: '/servicos' },
};
