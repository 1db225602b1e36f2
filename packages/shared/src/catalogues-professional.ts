/**
 * Presets of the professional records and of the clinic record (spec 2 section 3, "Catalogues and
 * presets"). Where the spec does not name them, they are real products and brands sold in
 * Brazil's dental-radiology market. Presets only suggest: the lists also accept free entries.
 */

/** Computer skill level (nivel_informatica), with the description shown under the select. */
export const COMPUTER_LEVELS = [
  {
    value: 'Básico',
    description: 'Uso o computador no dia a dia: navegar na internet, enviar e-mails e preencher cadastros.',
  },
  {
    value: 'Intermediário',
    description:
      'Trabalho bem com planilhas, editores de texto e sistemas de gestão, e aprendo programas novos com facilidade.',
  },
  {
    value: 'Avançado',
    description:
      'Domino softwares de imagem e de gestão, organizo arquivos e resolvo sozinho a maioria dos problemas técnicos.',
  },
] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number]['value'];
export const COMPUTER_LEVEL_VALUES: readonly ComputerLevel[] = COMPUTER_LEVELS.map((l) => l.value);

/** Radiologist: 2D exams (10). */
export const RADIOLOGIST_2D_EXAMS = [
  'Periapical',
  'Interproximal (bite-wing)',
  'Oclusal',
  'Panorâmica',
  'Panorâmica com traçado para implante',
  'Panorâmica modificada para ATM',
  'Telerradiografia lateral',
  'Telerradiografia frontal (PA)',
  'Análise facial lateral',
  'Análise facial frontal',
] as const;

/** Radiologist: 3D (tomography) exams (14). */
export const RADIOLOGIST_3D_EXAMS = [
  'Planejamento de implantes',
  'Planejamento de implantes zigomáticos',
  'Planejamento de implantes pterigoides',
  'Avaliação de implantes',
  'Avaliação de enxerto ósseo',
  'Avaliação endodôntica',
  'Dentes inclusos/impactados',
  'Patologias',
  'Periodontia',
  'Ortodontia',
  'Protocolo MARPE',
  'Planejamento de mini-implantes ortodônticos',
  'Seios paranasais',
  'ATM',
] as const;

/** Radiologist: 3D viewing and planning software (10). */
export const RADIOLOGIST_3D_SOFTWARE = [
  'OnDemand3D',
  'Romexis',
  'coDiagnostiX',
  'Blue Sky Plan',
  'Invesalius',
  'CS 3D Imaging',
  'Sidexis 4',
  'Galaxis',
  'NNT',
  'Dolphin 3D',
] as const;

/** Radiologist: clinic management platforms. */
export const RADIOLOGIST_PLATFORMS = ['Radiomemory (IDOC)', 'Cfaz', 'Proradis'] as const;

/** Technologist (TSB, ASB, Tecnólogo, Técnico): management platforms; 'Outros' opens free entry. */
export const TECHNOLOGIST_PLATFORMS = [
  'Radiomemory (IDOC)',
  'Cfaz',
  'Cdt',
  'Easy work web',
  'Outros',
] as const;

/** Technologist: intraoral scanner brands (10). */
export const TECHNOLOGIST_SCANNER_BRANDS = [
  '3Shape TRIOS',
  'Medit',
  'iTero',
  'Dentsply Sirona Primescan',
  'Carestream CS',
  'Planmeca Emerald',
  'Shining 3D Aoralscan',
  'Straumann Virtuo Vivo',
  'Panda Scanner',
  'Launca',
] as const;

/** Technologist: 3D equipment (cone-beam CT) brands (10). */
export const TECHNOLOGIST_3D_BRANDS = [
  'Carestream',
  'Planmeca',
  'Vatech',
  'Dentsply Sirona',
  'Gendex',
  'Kavo',
  'Morita',
  'Instrumentarium',
  'Prexion',
  'NewTom',
] as const;

/** Technologist: 2D equipment (panoramic, cephalometric) brands (10). */
export const TECHNOLOGIST_2D_BRANDS = [
  'Carestream',
  'Planmeca',
  'Vatech',
  'Dentsply Sirona',
  'Gendex',
  'Kavo',
  'Morita',
  'Instrumentarium',
  'Villa Sistemi',
  'Eagle/Dabi Atlante',
] as const;

/** The choice that opens a free-text entry in the technologist selects. */
export const OTHER_OPTION = 'Outra';

/** Receptionist: management platforms. */
export const RECEPTIONIST_PLATFORMS = ['Radiomemory (IDOC)', 'Cfaz', 'Cdt', 'Easy work web'] as const;

/** Receptionist: dental insurers (convênios); 'Outros' opens free entry. */
export const DENTAL_INSURERS = [
  'Amil Dental',
  'SulAmérica Odonto',
  'Unimed Odonto',
  'Bradesco Dental',
  'OdontoPrev',
  'Hapvida',
  'PrimaVida',
  'Outros',
] as const;

/** Clinic: 2-in-1 devices (panoramic + cephalometric) brands. */
export const CLINIC_2_IN_1_BRANDS = [
  'Carestream',
  'Planmeca',
  'Vatech',
  'Dentsply Sirona',
  'Gendex',
  'Kavo',
  'Morita',
  'Instrumentarium',
  'Villa Sistemi',
  'Eagle/Dabi Atlante',
] as const;

/** Clinic: 3-in-1 devices (panoramic + cephalometric + cone-beam CT) brands. */
export const CLINIC_3_IN_1_BRANDS = [
  'Carestream',
  'Planmeca',
  'Vatech',
  'Dentsply Sirona',
  'Gendex',
  'Kavo',
  'Morita',
  'Instrumentarium',
  'Prexion',
  'NewTom',
] as const;

/** Clinic: intraoral X-ray models (12). */
export const CLINIC_INTRAORAL_XRAY_MODELS = [
  'Gnatus Timex 70',
  'Dabi Atlante Spectro 70X',
  'Dabi Atlante Spectro 70X Seletronic',
  'Alliage Raio-X 70',
  'Kavo Focus',
  'Planmeca ProX',
  'Carestream CS 2200',
  'Vatech EzRay Air',
  'Dentsply Sirona Heliodent Plus',
  'Gendex Expert DC',
  'Villa Sistemi Rotograph Evo',
  'Instrumentarium Focus',
] as const;

/** Clinic: intraoral scanner brands. */
export const CLINIC_SCANNER_BRANDS = TECHNOLOGIST_SCANNER_BRANDS;

/** Clinic: 3D printer brands (12). */
export const CLINIC_3D_PRINTER_BRANDS = [
  'Formlabs',
  'Prusa',
  'Anycubic',
  'Elegoo',
  'SprintRay',
  'Asiga',
  'Shining 3D',
  'Phrozen',
  'Creality',
  'Stratasys',
  '3D Systems',
  'Rayshape',
] as const;

/** Clinic: how the reports (laudos) are produced; free text is also accepted. */
export const CLINIC_REPORT_OPTIONS = [
  'Os sócios realizam os laudos',
  'Central de laudos',
  'Radiologista à distância',
] as const;
