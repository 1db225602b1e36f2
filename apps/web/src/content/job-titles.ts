import { PROFESSIONS, type Profession } from '@app/shared';

/**
 * The five job titles of the site (spec 1: the VAGAS menu and the /vagas page), each with the
 * professions of the postings it stands for: 'Técnico e Tecnólogo de Radiologia' is two.
 */
export interface JobTitle {
  /** Anchor of the title's section on /vagas. */
  id: string;
  title: string;
  professions: readonly Profession[];
}

export const JOB_TITLES: readonly JobTitle[] = [
  { id: 'dentista-radiologista', title: 'Dentista Radiologista', professions: ['Dentista Radiologista'] },
  { id: 'tsb', title: 'TSB', professions: ['TSB'] },
  { id: 'asb', title: 'ASB', professions: ['ASB'] },
  {
    id: 'tecnico-tecnologo-radiologia',
    title: 'Técnico e Tecnólogo de Radiologia',
    professions: ['Tecnólogo', 'Técnico'],
  },
  { id: 'recepcionista', title: 'Recepcionista', professions: ['Recepcionista'] },
];

/**
 * /vagas filtered by these professions: the path stays /vagas (the spec's links have no
 * sub-path), each profession a `tipos_profissao` value, in the catalogue's order (as the page
 * writes its filters itself).
 */
export function vagasOfProfessions(professions: readonly string[]): string {
  const params = new URLSearchParams();
  for (const profession of PROFESSIONS) {
    if (professions.includes(profession)) params.append('tipos_profissao', profession);
  }
  const search = params.toString();
  return search ? `/vagas?${search}` : '/vagas';
}

/** The job title a filtered /vagas shows first: the first one with a chosen profession. */
export const jobTitleOfProfessions = (professions: readonly string[]): JobTitle | undefined =>
  JOB_TITLES.find((job) => job.professions.some((profession) => professions.includes(profession)));
