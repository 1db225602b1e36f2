import type { ProfessionRecord } from '@app/shared';

/**
 * The wizard's values (one react-hook-form form): they survive moving between steps and a failed
 * publish, and are kept as a draft on the device until the wizard publishes. Field names are the
 * API's, so the server's field errors land on the field that holds them.
 */

export interface FormacaoDraft {
  nivel_escolaridade: string;
  curso: string;
  instituicao: string;
  /** AAAA-MM-DD once the typed dd/mm/aaaa is whole (the text typed so far until then); sent as its year. */
  data_conclusao: string;
}

export interface ExperienciaDraft {
  cargo: string;
  empresa: string;
  /** Typed as mm/aaaa. */
  inicio: string;
  fim: string;
  trabalho_atual: boolean;
  tempo_experiencia: string;
  descricao: string;
}

export interface EnderecoDraft {
  estado: string;
  cep: string;
  cidade: string;
  logradouro: string;
  numero: string;
  complemento: string;
  /** Missing in drafts kept before it was asked. */
  bairro?: string;
  /** 'Deseja atuar fora da sua cidade?' (atuarEmOutraCidade in the form, deseja_atuar_fora sent). */
  atuarEmOutraCidade: boolean;
}

export interface RadiologistaDraft {
  titulo_registrado_cro: boolean;
  trabalha_com_2d: boolean;
  trabalha_com_3d: boolean;
  tipo_exame_2d: string[];
  tipo_exame_3d: string[];
  softwares_3d: string[];
  plataformas_gestao_clinicas: string[];
  cursos_atualizacao_radiologia: string[];
  nivel_informatica: string;
  outros_conhecimentos: string[];
}

export interface TecnicoDraft {
  plataforma_gestao: string[];
  experiencia_escaneamento: boolean;
  trabalhou_em_clinica: boolean;
  experiencia_moldagem: boolean;
  experiencia_esterilizacao: boolean;
  experiencia_scanner_intraoral: boolean;
  experiencia_3d: boolean;
  experiencia_2d: boolean;
  equipamentos_scanner: string[];
  equipamentos_3d: string[];
  equipamentos_2d: string[];
  nivel_informatica: string;
  outros_conhecimentos: string[];
}

export interface RecepcionistaDraft {
  plataformas_experiencia: string[];
  trabalhou_em_clinica: boolean;
  trabalhou_em_clinica_radiologia: boolean;
  experiencia_convenios: boolean;
  experiencia_quais_convenios: string[];
  nivel_informatica: string;
  outros_conhecimentos: string[];
}

export interface RecordDrafts {
  radiologista: RadiologistaDraft;
  tecnico: TecnicoDraft;
  recepcionista: RecepcionistaDraft;
}

/** A sent portfolio file, as the upload answered it. */
export interface PortfolioFile {
  key: string;
  name: string;
  size: number;
}

export interface WizardDraft {
  formacoes: FormacaoDraft[];
  experiencias: ExperienciaDraft[];
  endereco: EnderecoDraft;
  records: RecordDrafts;
  portfolio: PortfolioFile[];
  consentimento: boolean;
}

export const emptyFormacao = (): FormacaoDraft => ({
  nivel_escolaridade: '',
  curso: '',
  instituicao: '',
  data_conclusao: '',
});

export const emptyExperiencia = (): ExperienciaDraft => ({
  cargo: '',
  empresa: '',
  inicio: '',
  fim: '',
  trabalho_atual: false,
  tempo_experiencia: '',
  descricao: '',
});

export const emptyRecords = (): RecordDrafts => ({
  radiologista: {
    titulo_registrado_cro: false,
    trabalha_com_2d: false,
    trabalha_com_3d: false,
    tipo_exame_2d: [],
    tipo_exame_3d: [],
    softwares_3d: [],
    plataformas_gestao_clinicas: [],
    cursos_atualizacao_radiologia: [],
    nivel_informatica: '',
    outros_conhecimentos: [],
  },
  tecnico: {
    plataforma_gestao: [],
    experiencia_escaneamento: false,
    trabalhou_em_clinica: false,
    experiencia_moldagem: false,
    experiencia_esterilizacao: false,
    experiencia_scanner_intraoral: false,
    experiencia_3d: false,
    experiencia_2d: false,
    equipamentos_scanner: [],
    equipamentos_3d: [],
    equipamentos_2d: [],
    nivel_informatica: '',
    outros_conhecimentos: [],
  },
  recepcionista: {
    plataformas_experiencia: [],
    trabalhou_em_clinica: false,
    trabalhou_em_clinica_radiologia: false,
    experiencia_convenios: false,
    experiencia_quais_convenios: [],
    nivel_informatica: '',
    outros_conhecimentos: [],
  },
});

export const emptyDraft = (): WizardDraft => ({
  formacoes: [emptyFormacao()],
  experiencias: [emptyExperiencia()],
  endereco: {
    estado: '',
    cep: '',
    cidade: '',
    logradouro: '',
    numero: '',
    complemento: '',
    bairro: '',
    atuarEmOutraCidade: false,
  },
  records: emptyRecords(),
  portfolio: [],
  consentimento: false,
});

/** The draft of one record kind, typed by its kind. */
export type RecordDraft<K extends ProfessionRecord> = RecordDrafts[K];
