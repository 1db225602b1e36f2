/** The wizard's three steps (spec 2 section 2.1), always in this order. */
export const STEP_NAMES = [
  'Formação, Experiência e Endereço',
  'Informações Profissionais',
  'Revisão e publicação',
] as const;

export const REVIEW_TITLE = 'Revise suas informações antes de publicar!';
