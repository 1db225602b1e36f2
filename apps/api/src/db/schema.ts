// The whole data model (DESIGN.md "Data model"); relations are in ./relations.ts. Tables and
// columns are snake_case, and so are the TypeScript keys, so rows read like the payloads of the
// spec. A candidate's and a clinic's primary key is their user's id. Lists are text[] (never
// null, default empty). After a change: `npm run db:generate -w @app/api` writes the migration.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const textList = () => text().array().notNull().default(sql`'{}'::text[]`);
const flag = () => boolean().notNull().default(false);
const blankText = () => text().notNull().default('');
const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** `admin` accounts are created only by `npm run admin:create` (modules/admin/admin-accounts.ts). */
export const TIPOS_USUARIO = ['candidato', 'clinica', 'admin'] as const;
export type TipoUsuario = (typeof TIPOS_USUARIO)[number];
export const ARQUIVO_KINDS = ['photo', 'portfolio'] as const;
export type ArquivoKind = (typeof ARQUIVO_KINDS)[number];

export const usuarios = pgTable(
  'usuarios',
  {
    id: id(),
    tipo_usuario: text().$type<TipoUsuario>().notNull(),
    email: text().notNull(),
    senha_hash: text(),
    google_sub: text().unique(),
    /** Set while an administrator keeps the account suspended (no sign-in, hidden everywhere).
     * candidatos.suspenso_em and clinicas.suspenso_em are copies, written in the same transaction,
     * so the public lists read one table (docs/decisions/0047-back-office.md). */
    suspenso_em: timestamp({ withTimezone: true }),
    motivo_suspensao: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('usuarios_tipo_usuario_check', sql`${t.tipo_usuario} in ('candidato', 'clinica', 'admin')`),
    uniqueIndex('usuarios_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

const userRef = () =>
  integer()
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' });

export const candidatos = pgTable(
  'candidatos',
  {
    usuario_id: integer()
      .primaryKey()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    cpf: text().notNull().unique(),
    telefone: text().notNull(),
    data_nascimento: date({ mode: 'string' }),
    tipo_profissao: text().notNull(),
    data_cadastro: createdAt(),
    published_at: timestamp({ withTimezone: true }),
    consent_at: timestamp({ withTimezone: true }),
    consent_version: text(),
    /** Search terms of the candidate list's equipment filter: the lower-cased equipment, brand
     * and platform lists of the professional record (modules/candidate-search refreshes it). */
    equipamentos_busca: textList(),
    /** Copies for the clinics' list, so that a page reads one table (docs/decisions/0002): the
     * address's state and city, the newest photo's storage key and the number of profile views.
     * Kept by triggers on enderecos_candidato, arquivos and visualizacoes (migration 0002). */
    lista_estado: varchar({ length: 2 }),
    lista_cidade: text(),
    lista_foto_key: text(),
    lista_visualizacoes: integer().notNull().default(0),
    /** Copy of enderecos_candidato.deseja_atuar_fora (same trigger as the city): the list's
     * 'Aceita trabalhar em outra cidade' filter reads one table. */
    lista_atua_fora: boolean().notNull().default(false),
    /** The candidate wants the daily e-mail telling how many clinics viewed the profile. */
    avisos_visualizacao: boolean().notNull().default(true),
    /** Copy of usuarios.suspenso_em: a suspended candidate is seen by nobody (candidate-access.ts). */
    suspenso_em: timestamp({ withTimezone: true }),
    /** The dated experiências (overlaps counted once), kept by the trigger of migration 0012: the
     * months of the stretches that ended, and the month index (year × 12 + month − 1) where the
     * stretch still running (a current job) began. Both null without a dated experiência; the
     * total for a given month is experienceMonths() of @app/shared (docs/decisions/0002). */
    lista_experiencia_meses: integer(),
    lista_experiencia_desde: integer(),
    /** Availability (modules/availability): the candidate's last 'Sim, estou disponível' (null:
     * never; the publication counts as one), when 'Você ainda está disponível?' was sent and not
     * answered yet, and when the unanswered question took the profile out of the clinics' list. */
    disponibilidade_confirmada_em: timestamp({ withTimezone: true }),
    disponibilidade_pedida_em: timestamp({ withTimezone: true }),
    indisponivel_em: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('candidatos_cpf_check', sql`${t.cpf} ~ '^[0-9]{11}$'`),
    check('candidatos_telefone_check', sql`${t.telefone} ~ '^[0-9]*$'`),
    // Published means published with consent (LGPD): the access rule reads published_at alone.
    check(
      'candidatos_published_consent_check',
      sql`${t.published_at} is null or ${t.consent_at} is not null`,
    ),
    // The candidate list: published, available candidates, newest first (docs/decisions/0002);
    // the predicate is listedCandidateSql (candidate-access.ts).
    index('candidatos_published_order_idx')
      .on(t.published_at.desc(), t.usuario_id.desc())
      .where(
        sql`${t.published_at} is not null and ${t.suspenso_em} is null and ${t.indisponivel_em} is null`,
      ),
    index('candidatos_profissao_published_idx')
      .on(t.tipo_profissao, t.published_at.desc(), t.usuario_id.desc())
      .where(
        sql`${t.published_at} is not null and ${t.suspenso_em} is null and ${t.indisponivel_em} is null`,
      ),
    index('candidatos_equipamentos_busca_idx').using('gin', t.equipamentos_busca),
    index('candidatos_estado_published_idx')
      .on(t.lista_estado, t.published_at.desc(), t.usuario_id.desc())
      .where(
        sql`${t.published_at} is not null and ${t.suspenso_em} is null and ${t.indisponivel_em} is null`,
      ),
    // The spec's usual search, one profession in one state: read in order, nothing filtered out.
    index('candidatos_profissao_estado_published_idx')
      .on(t.tipo_profissao, t.lista_estado, t.published_at.desc(), t.usuario_id.desc())
      .where(
        sql`${t.published_at} is not null and ${t.suspenso_em} is null and ${t.indisponivel_em} is null`,
      ),
    // The city filter (matched on lower()), read in the list's order.
    index('candidatos_cidade_published_idx')
      .on(sql`lower(${t.lista_cidade})`, t.published_at.desc(), t.usuario_id.desc())
      .where(
        sql`${t.published_at} is not null and ${t.suspenso_em} is null and ${t.indisponivel_em} is null`,
      ),
    // 'Aceita trabalhar em outra cidade': the willing ones in the list's order.
    index('candidatos_atua_fora_published_idx')
      .on(t.published_at.desc(), t.usuario_id.desc())
      .where(
        sql`${t.published_at} is not null and ${t.suspenso_em} is null and ${t.indisponivel_em} is null and ${t.lista_atua_fora}`,
      ),
  ],
);

export const clinicas = pgTable(
  'clinicas',
  {
    usuario_id: integer()
      .primaryKey()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    nome_fantasia: text().notNull(),
    cnpj: text().notNull().unique(),
    telefone: text().notNull(),
    data_cadastro: createdAt(),
    published_at: timestamp({ withTimezone: true }),
    /** Copy of usuarios.suspenso_em: the clinic's postings are hidden while it is set. */
    suspenso_em: timestamp({ withTimezone: true }),
    /** Set by an administrator ('Clínica verificada'); answered as `verificada: boolean`. */
    verificada_em: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('clinicas_cnpj_check', sql`${t.cnpj} ~ '^[0-9]{14}$'`),
    check('clinicas_telefone_check', sql`${t.telefone} ~ '^[0-9]*$'`),
  ],
);

const candidateRef = () =>
  integer()
    .notNull()
    .references(() => candidatos.usuario_id, { onDelete: 'cascade' });
const clinicRef = () =>
  integer()
    .notNull()
    .references(() => clinicas.usuario_id, { onDelete: 'cascade' });

export const formacoes = pgTable(
  'formacoes',
  {
    id: id(),
    usuario_candidato_id: candidateRef(),
    nivel_escolaridade: blankText(),
    curso: blankText(),
    instituicao: blankText(),
    ano_conclusao: integer(),
    created_at: createdAt(),
  },
  (t) => [index('formacoes_usuario_candidato_id_idx').on(t.usuario_candidato_id)],
);

/**
 * One row whose `versao` goes up at the commit of any transaction that changes what the clinics'
 * list shows or filters on in `candidatos` (migration 0012's trigger): the list's shared pages
 * (page-cache.ts) are kept for the version they were read with.
 */
export const listaCandidatosVersao = pgTable('lista_candidatos_versao', {
  id: integer().primaryKey(),
  versao: integer().notNull().default(0),
});

export const experiencias = pgTable(
  'experiencias',
  {
    id: id(),
    usuario_candidato_id: candidateRef(),
    cargo: blankText(),
    tempo_experiencia: blankText(),
    descricao: blankText(),
    empresa: blankText(),
    /** 'AAAA-MM'; null when not given. */
    inicio: text(),
    /** 'AAAA-MM'; null for the current job or when not given. */
    fim: text(),
    trabalho_atual: flag(),
    created_at: createdAt(),
  },
  (t) => [index('experiencias_usuario_candidato_id_idx').on(t.usuario_candidato_id)],
);

export const enderecosCandidato = pgTable(
  'enderecos_candidato',
  {
    usuario_candidato_id: candidateRef().primaryKey(),
    estado: varchar({ length: 2 }).notNull().default(''),
    cep: blankText(),
    cidade: blankText(),
    logradouro: blankText(),
    numero: blankText(),
    complemento: blankText(),
    bairro: blankText(),
    deseja_atuar_fora: flag(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('enderecos_candidato_estado_idx').on(t.estado)],
);

export const radiologistas = pgTable('radiologistas', {
  usuario_candidato_id: candidateRef().primaryKey(),
  titulo_registrado_cro: flag(),
  trabalha_com_2d: flag(),
  trabalha_com_3d: flag(),
  tipo_exame_2d: textList(),
  tipo_exame_3d: textList(),
  softwares_3d: textList(),
  plataformas_gestao_clinicas: textList(),
  cursos_atualizacao_radiologia: textList(),
  outros_conhecimentos: textList(),
  portfolio: textList(),
  nivel_informatica: blankText(),
  foto: text(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const tecnicos = pgTable('tecnicos', {
  usuario_candidato_id: candidateRef().primaryKey(),
  plataforma_gestao: textList(),
  experiencia_escaneamento: flag(),
  trabalhou_em_clinica: flag(),
  experiencia_moldagem: flag(),
  experiencia_esterilizacao: flag(),
  experiencia_scanner_intraoral: flag(),
  experiencia_3d: flag(),
  experiencia_2d: flag(),
  equipamentos_scanner: textList(),
  equipamentos_3d: textList(),
  equipamentos_2d: textList(),
  outros_conhecimentos: textList(),
  portfolio: textList(),
  nivel_informatica: blankText(),
  foto: text(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const recepcionistas = pgTable('recepcionistas', {
  usuario_candidato_id: candidateRef().primaryKey(),
  plataformas_experiencia: textList(),
  trabalhou_em_clinica: flag(),
  trabalhou_em_clinica_radiologia: flag(),
  experiencia_convenios: flag(),
  experiencia_quais_convenios: textList(),
  outros_conhecimentos: textList(),
  portfolio: textList(),
  nivel_informatica: blankText(),
  foto: text(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const infosClinica = pgTable('infos_clinica', {
  usuario_clinica_id: clinicRef().primaryKey(),
  aparelho_2_em_1: flag(),
  aparelho_3_em_1: flag(),
  aparelho_raiox_intraoral: flag(),
  scanner_intraoral: flag(),
  impressora_3d: flag(),
  marca_aparelho_2_em_1: textList(),
  marca_aparelho_3_em_1: textList(),
  marca_raiox_intraoral: textList(),
  marca_scanner_intraoral: textList(),
  marca_impressora_3d: textList(),
  laudos_realizados: textList(),
  qtd_funcionarios: integer().notNull().default(0),
  qtd_filiais: integer().notNull().default(0),
  rua: blankText(),
  numero: blankText(),
  bairro: blankText(),
  cidade: blankText(),
  estado: blankText(),
  cep: blankText(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** Uploaded files (profile photo, portfolio PDFs); the bytes live in the storage driver. */
export const arquivos = pgTable(
  'arquivos',
  {
    id: id(),
    usuario_id: userRef(),
    kind: text().$type<ArquivoKind>().notNull(),
    storage_key: text().notNull().unique(),
    original_name: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('arquivos_kind_check', sql`${t.kind} in ('photo', 'portfolio')`),
    index('arquivos_usuario_id_kind_idx').on(t.usuario_id, t.kind),
  ],
);

/** Profile views: at most one per (candidate, clinic, day). */
export const visualizacoes = pgTable(
  'visualizacoes',
  {
    id: id(),
    candidato_id: candidateRef(),
    clinica_id: clinicRef(),
    dia: date({ mode: 'string' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    // Leads with candidato_id, so it also serves the per-candidate counts.
    unique('visualizacoes_candidato_clinica_dia_key').on(t.candidato_id, t.clinica_id, t.dia),
    index('visualizacoes_clinica_id_idx').on(t.clinica_id),
  ],
);

/** One row per candidate and day on which the "clinics viewed your profile" e-mail went out. */
export const avisosVisualizacao = pgTable(
  'avisos_visualizacao',
  {
    candidato_id: candidateRef(),
    dia: date({ mode: 'string' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.candidato_id, t.dia] })],
);

/**
 * The candidates each clinic opened today (the São Paulo calendar day), one row per clinic,
 * day and candidate, for the daily limit PROFILE_READS_PER_DAY (modules/candidate-records/
 * profile-reads.ts). A clinic's rows of earlier days are deleted as it reads: only today's are kept.
 */
export const leiturasPerfil = pgTable(
  'leituras_perfil',
  {
    clinica_id: clinicRef(),
    dia: date({ mode: 'string' }).notNull(),
    candidato_id: candidateRef(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'leituras_perfil_pkey', columns: [t.clinica_id, t.dia, t.candidato_id] }),
    index('leituras_perfil_candidato_id_idx').on(t.candidato_id),
  ],
);

/**
 * The candidates a clinic saved to come back to (private to that clinic). Removed with either
 * account (cascade).
 */
export const candidatosSalvos = pgTable(
  'candidatos_salvos',
  {
    clinica_id: clinicRef(),
    candidato_id: candidateRef(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'candidatos_salvos_pkey', columns: [t.clinica_id, t.candidato_id] }),
    index('candidatos_salvos_candidato_id_idx').on(t.candidato_id),
  ],
);

/** Login sessions: opaque tokens, only their SHA-256 (hex) is stored. */
export const sessoes = pgTable(
  'sessoes',
  {
    id: id(),
    usuario_id: userRef(),
    token_hash: text().notNull().unique(),
    created_at: createdAt(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    revoked_at: timestamp({ withTimezone: true }),
    last_used_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessoes_usuario_id_idx').on(t.usuario_id)],
);

/** Password-reset tokens (SHA-256 hex of the token sent by e-mail), single use. */
export const redefinicoesSenha = pgTable(
  'redefinicoes_senha',
  {
    id: id(),
    usuario_id: userRef(),
    token_hash: text().notNull().unique(),
    created_at: createdAt(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('redefinicoes_senha_usuario_id_idx').on(t.usuario_id)],
);

/** Job postings of clinics (modules/job-postings). Salaries in cents; statuses and catalogues in
 * packages/shared/src/job-postings.ts. The Portuguese full-text index is on the expression
 * to_tsvector('portuguese', titulo || ' ' || descricao), which the public list's `q` uses as is. */
export const vagas = pgTable(
  'vagas',
  {
    id: id(),
    clinica_id: clinicRef(),
    titulo: text().notNull(),
    tipo_profissao: text().notNull(),
    descricao: text().notNull(),
    estado: varchar({ length: 2 }).notNull(),
    cidade: text().notNull(),
    tipo_contrato: text().notNull(),
    jornada: text().notNull(),
    salario_min_centavos: integer(),
    salario_max_centavos: integer(),
    mostrar_salario: flag(),
    /** Show the clinic's street address (its profile's) on the posting, when in the same city. */
    mostrar_endereco: flag(),
    equipamentos: textList(),
    softwares: textList(),
    registro_obrigatorio: flag(),
    beneficios: textList(),
    status: text().$type<'aberta' | 'encerrada'>().notNull().default('aberta'),
    publicada_em: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expira_em: timestamp({ withTimezone: true }).notNull(),
    encerrada_em: timestamp({ withTimezone: true }),
    /** When the clinic was told the posting expires soon (modules/job-postings/vaga-expiry); null after a renewal. */
    aviso_expiracao_em: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('vagas_status_check', sql`${t.status} in ('aberta', 'encerrada')`),
    check(
      'vagas_tipo_contrato_check',
      sql`${t.tipo_contrato} in ('CLT', 'PJ', 'Autônomo', 'Estágio', 'Temporário')`,
    ),
    check('vagas_jornada_check', sql`${t.jornada} in ('Integral', 'Meio período', 'Plantões')`),
    check(
      'vagas_salario_check',
      sql`${t.salario_min_centavos} is null or ${t.salario_max_centavos} is null or ${t.salario_min_centavos} <= ${t.salario_max_centavos}`,
    ),
    // The public list: open postings newest first; expira_em is in the key so that the
    // "not expired" test and the counts read the index only.
    index('vagas_abertas_order_idx')
      .on(t.publicada_em.desc(), t.id.desc(), t.expira_em)
      .where(sql`${t.status} = 'aberta'`),
    index('vagas_abertas_profissao_estado_idx')
      .on(t.tipo_profissao, t.estado, t.publicada_em.desc(), t.id.desc(), t.expira_em)
      .where(sql`${t.status} = 'aberta'`),
    index('vagas_abertas_estado_idx')
      .on(t.estado, t.publicada_em.desc(), t.id.desc(), t.expira_em)
      .where(sql`${t.status} = 'aberta'`),
    index('vagas_busca_idx').using(
      'gin',
      sql`to_tsvector('portuguese', ${t.titulo} || ' ' || ${t.descricao})`,
    ),
    index('vagas_clinica_idx').on(t.clinica_id, t.publicada_em.desc(), t.id.desc()),
  ],
);

/** Applications: one candidate to one posting, once; a timestamp per pipeline status. */
export const candidaturas = pgTable(
  'candidaturas',
  {
    id: id(),
    vaga_id: integer()
      .notNull()
      .references(() => vagas.id, { onDelete: 'cascade' }),
    candidato_id: candidateRef(),
    mensagem: blankText(),
    status: text()
      .$type<'recebida' | 'em_analise' | 'entrevista' | 'contratada' | 'nao_selecionada' | 'retirada'>()
      .notNull()
      .default('recebida'),
    recebida_em: timestamp({ withTimezone: true }).notNull().defaultNow(),
    em_analise_em: timestamp({ withTimezone: true }),
    entrevista_em: timestamp({ withTimezone: true }),
    contratada_em: timestamp({ withTimezone: true }),
    nao_selecionada_em: timestamp({ withTimezone: true }),
    retirada_em: timestamp({ withTimezone: true }),
    updated_at: updatedAt(),
  },
  (t) => [
    check(
      'candidaturas_status_check',
      sql`${t.status} in ('recebida', 'em_analise', 'entrevista', 'contratada', 'nao_selecionada', 'retirada')`,
    ),
    unique('candidaturas_vaga_candidato_key').on(t.vaga_id, t.candidato_id),
    index('candidaturas_candidato_idx').on(t.candidato_id, t.recebida_em.desc(), t.id.desc()),
  ],
);

/** An administrator's name (the account is a usuarios row of tipo 'admin'). */
export const administradores = pgTable('administradores', {
  usuario_id: integer()
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  nome: text().notNull(),
  created_at: createdAt(),
});

export const CONTATO_STATUSES = ['novo', 'em_atendimento', 'concluido'] as const;
export type ContatoStatus = (typeof CONTATO_STATUSES)[number];
/** One internal note of a proposal request, appended by an administrator. */
export interface ContatoNota {
  texto: string;
  autor_id: number;
  autor_nome: string;
  em: string;
}

/** Proposal requests for one of the 14 services (POST /api/v1/contatos), handled in the back office. */
export const contatos = pgTable(
  'contatos',
  {
    id: id(),
    /** The service's id in SERVICE_CATALOGUE (packages/shared/src/services-catalogue.ts). */
    servico: integer().notNull(),
    nome: text().notNull(),
    email: text().notNull(),
    telefone: text().notNull(),
    clinica: blankText(),
    mensagem: text().notNull(),
    consentimento_em: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<ContatoStatus>().notNull().default('novo'),
    notas: jsonb().$type<ContatoNota[]>().notNull().default(sql`'[]'::jsonb`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('contatos_status_check', sql`${t.status} in ('novo', 'em_atendimento', 'concluido')`),
    check('contatos_servico_check', sql`${t.servico} between 1 and 14`),
    index('contatos_created_idx').on(t.created_at.desc(), t.id.desc()),
  ],
);

/**
 * The administrators' actions, append-only: nothing in the product updates or deletes a row, and a
 * trigger refuses it in the database (migration). The target is a user or a proposal request.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: id(),
    admin_id: integer()
      .notNull()
      .references(() => usuarios.id),
    acao: text().notNull(),
    /** No foreign key: the trail outlives an account deleted by its owner. */
    alvo_usuario_id: integer(),
    alvo_contato_id: integer(),
    motivo: text(),
    detalhes: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
  },
  (t) => [index('auditoria_created_idx').on(t.created_at.desc(), t.id.desc())],
);

export const POST_STATUSES = ['rascunho', 'agendado', 'publicado'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * The blog's articles (modules/blog). `publicado_em` is when the article is (or will be, when
 * 'agendado') public: a scheduled article whose time has passed is public at read time.
 */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    slug: text().notNull(),
    titulo: text().notNull(),
    resumo: text().notNull(),
    conteudo: text().notNull(),
    /** The cover (one of post_imagens, no foreign key: the tables refer to each other), and its alt text. */
    capa_imagem_id: integer(),
    capa_alt: blankText(),
    tags: textList(),
    autor: text().notNull(),
    /** The service of SERVICE_CATALOGUE the article's 'Solicitar proposta' leads to. */
    servico: integer(),
    status: text().$type<PostStatus>().notNull().default('rascunho'),
    publicado_em: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.slug),
    check('posts_status_check', sql`${t.status} in ('rascunho', 'agendado', 'publicado')`),
    index('posts_publicado_idx').on(t.publicado_em.desc(), t.id.desc()),
  ],
);

/** Images uploaded for the blog (covers and images of the body), served at /blog/imagens/{id}. */
export const postImagens = pgTable('post_imagens', {
  id: id(),
  storage_key: text().notNull().unique(),
  mime: text().notNull(),
  size: integer().notNull(),
  post_id: integer().references(() => posts.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

/** Classificados: equipment ads of any account (clinic or candidate), moderated before they show. */
export const anuncios = pgTable(
  'anuncios',
  {
    id: id(),
    usuario_id: userRef(),
    tipo: text().$type<'venda' | 'compra'>().notNull(),
    titulo: text().notNull(),
    categoria: text().notNull(),
    marca: blankText(),
    modelo: blankText(),
    ano_fabricacao: integer(),
    estado_conservacao: text(),
    /** null: 'a combinar'. */
    preco_centavos: bigint({ mode: 'number' }),
    negociavel: flag(),
    descricao: text().notNull(),
    estado: varchar({ length: 2 }).notNull(),
    cidade: text().notNull(),
    mostrar_telefone: flag(),
    status: text()
      .$type<'em_moderacao' | 'publicado' | 'recusado' | 'vendido' | 'encerrado'>()
      .notNull()
      .default('em_moderacao'),
    motivo_recusa: text(),
    visualizacoes: integer().notNull().default(0),
    publicado_em: timestamp({ withTimezone: true }),
    expira_em: timestamp({ withTimezone: true }),
    encerrado_em: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('anuncios_tipo_check', sql`${t.tipo} in ('venda', 'compra')`),
    check(
      'anuncios_status_check',
      sql`${t.status} in ('em_moderacao', 'publicado', 'recusado', 'vendido', 'encerrado')`,
    ),
    check('anuncios_preco_check', sql`${t.preco_centavos} is null or ${t.preco_centavos} >= 0`),
    index('anuncios_publicados_idx')
      .on(t.publicado_em.desc(), t.id.desc(), t.expira_em)
      .where(sql`${t.status} = 'publicado'`),
    index('anuncios_usuario_idx').on(t.usuario_id, t.created_at.desc()),
    index('anuncios_status_idx').on(t.status, t.created_at),
    index('anuncios_busca_idx').using(
      'gin',
      sql`to_tsvector('portuguese', ${t.titulo} || ' ' || ${t.marca} || ' ' || ${t.modelo} || ' ' || ${t.descricao})`,
    ),
  ],
);

const anuncioRef = () =>
  integer()
    .notNull()
    .references(() => anuncios.id, { onDelete: 'cascade' });

/** The photos of an ad, in order (the first is the cover); the bytes live in the storage driver. */
export const anuncioFotos = pgTable(
  'anuncio_fotos',
  {
    id: id(),
    anuncio_id: anuncioRef(),
    storage_key: text().notNull().unique(),
    mime: text().notNull(),
    size: integer().notNull(),
    posicao: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('anuncio_fotos_anuncio_idx').on(t.anuncio_id, t.posicao, t.id)],
);

/** Messages sent to an ad's owner (by e-mail); kept for the owner's counts and both parties' exports. */
export const anuncioMensagens = pgTable(
  'anuncio_mensagens',
  {
    id: id(),
    anuncio_id: anuncioRef(),
    remetente_id: userRef(),
    mensagem: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('anuncio_mensagens_anuncio_idx').on(t.anuncio_id),
    index('anuncio_mensagens_remetente_idx').on(t.remetente_id, t.created_at),
  ],
);

/** Reports of an ad: one per person and ad. */
export const anuncioDenuncias = pgTable(
  'anuncio_denuncias',
  {
    id: id(),
    anuncio_id: anuncioRef(),
    usuario_id: userRef(),
    motivo: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('anuncio_denuncias_anuncio_usuario_unique').on(t.anuncio_id, t.usuario_id),
    index('anuncio_denuncias_created_idx').on(t.created_at.desc(), t.id.desc()),
  ],
);

// Row types: `X` is a selected row, `NewX` what an insert accepts.
export type Usuario = typeof usuarios.$inferSelect;
export type NewUsuario = typeof usuarios.$inferInsert;
export type Candidato = typeof candidatos.$inferSelect;
export type NewCandidato = typeof candidatos.$inferInsert;
export type Clinica = typeof clinicas.$inferSelect;
export type NewClinica = typeof clinicas.$inferInsert;
export type Formacao = typeof formacoes.$inferSelect;
export type NewFormacao = typeof formacoes.$inferInsert;
export type Experiencia = typeof experiencias.$inferSelect;
export type NewExperiencia = typeof experiencias.$inferInsert;
export type EnderecoCandidato = typeof enderecosCandidato.$inferSelect;
export type NewEnderecoCandidato = typeof enderecosCandidato.$inferInsert;
export type Radiologista = typeof radiologistas.$inferSelect;
export type NewRadiologista = typeof radiologistas.$inferInsert;
export type Tecnico = typeof tecnicos.$inferSelect;
export type NewTecnico = typeof tecnicos.$inferInsert;
export type Recepcionista = typeof recepcionistas.$inferSelect;
export type NewRecepcionista = typeof recepcionistas.$inferInsert;
export type InfosClinica = typeof infosClinica.$inferSelect;
export type NewInfosClinica = typeof infosClinica.$inferInsert;
export type Arquivo = typeof arquivos.$inferSelect;
export type NewArquivo = typeof arquivos.$inferInsert;
export type Visualizacao = typeof visualizacoes.$inferSelect;
export type NewVisualizacao = typeof visualizacoes.$inferInsert;
export type Sessao = typeof sessoes.$inferSelect;
export type NewSessao = typeof sessoes.$inferInsert;
export type RedefinicaoSenha = typeof redefinicoesSenha.$inferSelect;
export type Vaga = typeof vagas.$inferSelect;
export type NewVaga = typeof vagas.$inferInsert;
export type Candidatura = typeof candidaturas.$inferSelect;
export type NewCandidatura = typeof candidaturas.$inferInsert;
export type NewRedefinicaoSenha = typeof redefinicoesSenha.$inferInsert;
export type Anuncio = typeof anuncios.$inferSelect;
export type NewAnuncio = typeof anuncios.$inferInsert;

/**
 * The one row that names this instance (modules/files/storage-binding.ts): the same id is kept in
 * the file storage (its marker), so a server refuses a storage that belongs to another database.
 */
export const instancia = pgTable(
  'instancia',
  {
    id: integer().primaryKey().default(1),
    instance_id: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [check('instancia_one_row', sql`${t.id} = 1`)],
);

/**
 * A candidate's job alert (modules/job-alerts): the /vagas filters, how often, and up to when the
 * daily digest has looked (the next one lists the postings published after it).
 */
export const alertas = pgTable(
  'alertas',
  {
    id: id(),
    candidato_id: integer()
      .notNull()
      .references(() => candidatos.usuario_id, { onDelete: 'cascade' }),
    tipos_profissao: textList(),
    estados: textList(),
    cidade: text(),
    q: text(),
    frequencia: text().notNull(),
    criado_em: createdAt(),
    ultimo_envio_em: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('alertas_frequencia_check', sql`${t.frequencia} in ('imediata', 'diaria')`),
    index('alertas_candidato_idx').on(t.candidato_id),
    index('alertas_frequencia_idx').on(t.frequencia),
  ],
);
export type Alerta = typeof alertas.$inferSelect;
