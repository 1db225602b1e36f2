/** The six candidate professions, in the order the spec lists them. */
export const PROFESSIONS = [
  'Dentista Radiologista',
  'TSB',
  'ASB',
  'Tecnólogo',
  'Técnico',
  'Recepcionista',
] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** Which professional record (and wizard step) a profession uses. ASB shares the technologist record. */
export type ProfessionRecord = 'radiologista' | 'tecnico' | 'recepcionista';
export function recordOfProfession(profession: string): ProfessionRecord | null {
  switch (profession) {
    case 'Dentista Radiologista':
      return 'radiologista';
    case 'TSB':
    case 'ASB':
    case 'Tecnólogo':
    case 'Técnico':
      return 'tecnico';
    case 'Recepcionista':
      return 'recepcionista';
    default:
      return null;
  }
}

/** The 27 federative units of Brazil (26 states and the Federal District), AC to TO. */
export const STATES = [
  { uf: 'AC', nome: 'Acre' },
  { uf: 'AL', nome: 'Alagoas' },
  { uf: 'AP', nome: 'Amapá' },
  { uf: 'AM', nome: 'Amazonas' },
  { uf: 'BA', nome: 'Bahia' },
  { uf: 'CE', nome: 'Ceará' },
  { uf: 'DF', nome: 'Distrito Federal' },
  { uf: 'ES', nome: 'Espírito Santo' },
  { uf: 'GO', nome: 'Goiás' },
  { uf: 'MA', nome: 'Maranhão' },
  { uf: 'MT', nome: 'Mato Grosso' },
  { uf: 'MS', nome: 'Mato Grosso do Sul' },
  { uf: 'MG', nome: 'Minas Gerais' },
  { uf: 'PA', nome: 'Pará' },
  { uf: 'PB', nome: 'Paraíba' },
  { uf: 'PR', nome: 'Paraná' },
  { uf: 'PE', nome: 'Pernambuco' },
  { uf: 'PI', nome: 'Piauí' },
  { uf: 'RJ', nome: 'Rio de Janeiro' },
  { uf: 'RN', nome: 'Rio Grande do Norte' },
  { uf: 'RS', nome: 'Rio Grande do Sul' },
  { uf: 'RO', nome: 'Rondônia' },
  { uf: 'RR', nome: 'Roraima' },
  { uf: 'SC', nome: 'Santa Catarina' },
  { uf: 'SP', nome: 'São Paulo' },
  { uf: 'SE', nome: 'Sergipe' },
  { uf: 'TO', nome: 'Tocantins' },
] as const;
export const UFS = STATES.map((s) => s.uf);
export type Uf = (typeof STATES)[number]['uf'];

export const EDUCATION_LEVELS = [
  'Ensino Fundamental Incompleto',
  'Ensino Fundamental Completo',
  'Ensino Médio Incompleto',
  'Ensino Médio Completo',
  'Técnico',
  'Tecnólogo',
  'Ensino Superior Incompleto',
  'Ensino Superior Completo',
  'Especialização',
  'Mestrado',
  'Doutorado',
  'Pós-doutorado',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
