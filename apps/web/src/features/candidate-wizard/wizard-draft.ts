import { emptyProfessionValues, type ProfessionRecord, type ProfessionValues } from '@app/shared';

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

/** A professional record's values, typed from the catalogue (profession-fields.ts). */
export type RadiologistaDraft = ProfessionValues<'radiologista'>;
export type TecnicoDraft = ProfessionValues<'tecnico'>;
export type RecepcionistaDraft = ProfessionValues<'recepcionista'>;

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
  radiologista: emptyProfessionValues('radiologista'),
  tecnico: emptyProfessionValues('tecnico'),
  recepcionista: emptyProfessionValues('recepcionista'),
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
