/**
 * How a record's fields are shown (spec 2 section 2.1, review 'Profissionais'): labels derived
 * from the field names, booleans as Sim/Não, lists joined by commas, empty values as '-'.
 */

const LABELS: Record<string, string> = {
  titulo_registrado_cro: 'Título registrado no CRO',
  trabalha_com_2d: 'Trabalha com 2D',
  trabalha_com_3d: 'Trabalha com 3D',
  tipo_exame_2d: 'Tipos de exame 2D',
  tipo_exame_3d: 'Tipos de exame 3D',
  softwares_3d: 'Softwares 3D',
  plataformas_gestao_clinicas: 'Plataformas de gestão de clínicas',
  cursos_atualizacao_radiologia: 'Cursos de atualização em radiologia',
  nivel_informatica: 'Nível de informática',
  outros_conhecimentos: 'Outros conhecimentos',
  plataforma_gestao: 'Plataformas de gestão',
  experiencia_escaneamento: 'Experiência com escaneamento',
  trabalhou_em_clinica: 'Trabalhou em clínica',
  experiencia_moldagem: 'Experiência com moldagem',
  experiencia_esterilizacao: 'Experiência com esterilização',
  experiencia_scanner_intraoral: 'Experiência com scanner intraoral',
  experiencia_3d: 'Experiência com 3D',
  experiencia_2d: 'Experiência com 2D',
  equipamentos_scanner: 'Equipamentos de scanner intraoral',
  equipamentos_3d: 'Equipamentos 3D',
  equipamentos_2d: 'Equipamentos 2D',
  plataformas_experiencia: 'Plataformas com experiência',
  trabalhou_em_clinica_radiologia: 'Trabalhou em clínica de radiologia',
  experiencia_convenios: 'Experiência com convênios',
  experiencia_quais_convenios: 'Convênios',
  deseja_atuar_fora: 'Deseja atuar fora da sua cidade?',
  atuarEmOutraCidade: 'Deseja atuar fora da sua cidade?',
};

/**
 * A Portuguese label for a field name: a known field's label, else the name in words
 * (snake_case and camelCase split, first letter capitalised): 'data_de_inicio' → 'Data de inicio'.
 */
export function labelOf(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .join(' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '-';
}

export const EMPTY_VALUE = '-';

/** A value as shown: Sim/Não, a comma-joined list, the text, or '-' when empty. */
export function displayValue(value: unknown): string {
  if (value === true) return 'Sim';
  if (value === false) return 'Não';
  if (Array.isArray(value)) {
    const items = value.map((item) => String(item ?? '').trim()).filter(Boolean);
    return items.length > 0 ? items.join(', ') : EMPTY_VALUE;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : EMPTY_VALUE;
  if (typeof value === 'string') return value.trim() || EMPTY_VALUE;
  return EMPTY_VALUE;
}

/** Fields of a record that the review leaves out: ids, photo, portfolio, timestamps. */
const HIDDEN = new Set(['id', 'usuario_candidato_id', 'foto', 'portfolio', 'created_at', 'updated_at']);

/** The record's rows as [label, shown value], in the record's order. */
export function recordRows(record: object): [string, string][] {
  return Object.entries(record)
    .filter(([field]) => !HIDDEN.has(field))
    .map(([field, value]) => [labelOf(field), displayValue(value)]);
}
