/**
 * The site's illustrations: original SVG artwork stored in `public/images/`. Every image carries its
 * intrinsic size (so the page does not jump while it loads) and a Portuguese description for screen
 * readers. Use `alt: ''` only for purely decorative pictures.
 */
export interface SiteImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const banner = (file: string, alt: string): SiteImage => ({
  src: `/images/${file}.svg`,
  alt,
  width: 720,
  height: 540,
});

const service = (file: string, alt: string): SiteImage => ({
  src: `/images/servicos/${file}.svg`,
  alt,
  width: 480,
  height: 360,
});

export const IMAGES = {
  homePanoramic: banner(
    'banner-panoramica',
    'Ilustração de uma radiografia panorâmica com a arcada dentária completa em tons de azul.',
  ),
  homeCbct: banner(
    'banner-tomografia',
    'Ilustração de um volume de tomografia 3D (CBCT) com cortes da arcada dentária.',
  ),
  homeTeam: banner(
    'banner-equipe',
    'Ilustração de uma equipe de clínica de radiologia: dentista, técnica e recepcionista.',
  ),
  servicesHero: banner(
    'banner-servicos',
    'Ilustração de um consultor apresentando indicadores de uma clínica ao lado de um tomógrafo.',
  ),
  jobsRadiologist: banner(
    'vaga-dentista-radiologista',
    'Ilustração de uma dentista radiologista analisando uma tomografia em dois monitores.',
  ),
  jobsTsb: banner(
    'vaga-tsb',
    'Ilustração de uma técnica em saúde bucal organizando instrumentais ao lado da cadeira odontológica.',
  ),
  jobsAsb: banner(
    'vaga-asb',
    'Ilustração de uma auxiliar em saúde bucal preparando materiais e a bandeja de atendimento.',
  ),
  jobsTechnologist: banner(
    'vaga-tecnico-radiologia',
    'Ilustração de um técnico em radiologia posicionando o paciente no aparelho panorâmico.',
  ),
  jobsReceptionist: banner(
    'vaga-recepcionista',
    'Ilustração de uma recepcionista atendendo um paciente no balcão da clínica.',
  ),
  classifieds: banner(
    'classificados',
    'Ilustração de um aparelho de raio X odontológico com uma etiqueta de preço.',
  ),
  blog: banner('blog', 'Ilustração de um caderno com artigos sobre radiologia odontológica.'),
  founderRadiologist: {
    src: '/images/fundadora-radiologista.svg',
    alt: 'Retrato ilustrado da Dra. Helena Duarte.',
    width: 320,
    height: 320,
  },
  founderTechnologist: {
    src: '/images/fundador-tecnologo.svg',
    alt: 'Retrato ilustrado de Rafael Moreira.',
    width: 320,
    height: 320,
  },
  posterAbout: {
    src: '/images/video-capa-quem-somos.svg',
    alt: '',
    width: 1280,
    height: 720,
  },
  posterServices: {
    src: '/images/video-capa-servicos.svg',
    alt: '',
    width: 1280,
    height: 720,
  },
  service1: service(
    '01-diagnostico-360',
    'Painel com indicadores em volta de uma clínica, em visão 360 graus.',
  ),
  service2: service('02-treinamento-tecnico', 'Aparelho panorâmico com um certificado de treinamento.'),
  service3: service('03-escaneamento-3d', 'Scanner intraoral ao lado de um modelo de arcada impresso em 3D.'),
  service4: service('04-fotografia', 'Câmera fotográfica com flash anelar e fotografia de um sorriso.'),
  service5: service('05-marketing', 'Megafone e gráfico de crescimento em uma tela de celular.'),
  service6: service(
    '06-representantes',
    'Representante comercial com pasta de apresentação e mapa da região.',
  ),
  service7: service('07-abertura-clinica', 'Documentos com carimbo de aprovação e a fachada de uma clínica.'),
  service8: service('08-equipamentos', 'Comparação entre dois aparelhos de raio X com marcação de escolha.'),
  service9: service('09-equipes', 'Organograma de uma equipe com três profissionais.'),
  service10: service('10-juridico', 'Balança da justiça sobre um contrato.'),
  service11: service('11-financeiro', 'Moedas empilhadas e gráfico de fluxo de caixa.'),
  service12: service('12-projeto', 'Planta baixa de uma sala de raio X com paredes de blindagem.'),
  service13: service('13-auditoria', 'Lupa sobre uma radiografia e uma lista de verificação.'),
  service14: service('14-eventos', 'Palco com palestrante e plateia.'),
} satisfies Record<string, SiteImage>;
