CREATE TABLE "arquivos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arquivos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arquivos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "arquivos_kind_check" CHECK ("arquivos"."kind" in ('photo', 'portfolio'))
);
--> statement-breakpoint
CREATE TABLE "candidatos" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cpf" text NOT NULL,
	"telefone" text NOT NULL,
	"data_nascimento" date,
	"tipo_profissao" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"consent_at" timestamp with time zone,
	"consent_version" text,
	CONSTRAINT "candidatos_cpf_unique" UNIQUE("cpf"),
	CONSTRAINT "candidatos_cpf_check" CHECK ("candidatos"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "candidatos_telefone_check" CHECK ("candidatos"."telefone" ~ '^[0-9]*$')
);
--> statement-breakpoint
CREATE TABLE "clinicas" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"nome_fantasia" text NOT NULL,
	"cnpj" text NOT NULL,
	"telefone" text NOT NULL,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "clinicas_cnpj_unique" UNIQUE("cnpj"),
	CONSTRAINT "clinicas_cnpj_check" CHECK ("clinicas"."cnpj" ~ '^[0-9]{14}$'),
	CONSTRAINT "clinicas_telefone_check" CHECK ("clinicas"."telefone" ~ '^[0-9]*$')
);
--> statement-breakpoint
CREATE TABLE "enderecos_candidato" (
	"usuario_candidato_id" integer PRIMARY KEY NOT NULL,
	"estado" varchar(2) DEFAULT '' NOT NULL,
	"cep" text DEFAULT '' NOT NULL,
	"cidade" text DEFAULT '' NOT NULL,
	"logradouro" text DEFAULT '' NOT NULL,
	"numero" text DEFAULT '' NOT NULL,
	"complemento" text DEFAULT '' NOT NULL,
	"bairro" text DEFAULT '' NOT NULL,
	"deseja_atuar_fora" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiencias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experiencias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_candidato_id" integer NOT NULL,
	"cargo" text DEFAULT '' NOT NULL,
	"tempo_experiencia" text DEFAULT '' NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "formacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_candidato_id" integer NOT NULL,
	"nivel_escolaridade" text DEFAULT '' NOT NULL,
	"curso" text DEFAULT '' NOT NULL,
	"instituicao" text DEFAULT '' NOT NULL,
	"ano_conclusao" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "infos_clinica" (
	"usuario_clinica_id" integer PRIMARY KEY NOT NULL,
	"aparelho_2_em_1" boolean DEFAULT false NOT NULL,
	"aparelho_3_em_1" boolean DEFAULT false NOT NULL,
	"aparelho_raiox_intraoral" boolean DEFAULT false NOT NULL,
	"scanner_intraoral" boolean DEFAULT false NOT NULL,
	"impressora_3d" boolean DEFAULT false NOT NULL,
	"marca_aparelho_2_em_1" text[] DEFAULT '{}'::text[] NOT NULL,
	"marca_aparelho_3_em_1" text[] DEFAULT '{}'::text[] NOT NULL,
	"marca_raiox_intraoral" text[] DEFAULT '{}'::text[] NOT NULL,
	"marca_scanner_intraoral" text[] DEFAULT '{}'::text[] NOT NULL,
	"marca_impressora_3d" text[] DEFAULT '{}'::text[] NOT NULL,
	"laudos_realizados" text[] DEFAULT '{}'::text[] NOT NULL,
	"qtd_funcionarios" integer DEFAULT 0 NOT NULL,
	"qtd_filiais" integer DEFAULT 0 NOT NULL,
	"rua" text DEFAULT '' NOT NULL,
	"numero" text DEFAULT '' NOT NULL,
	"bairro" text DEFAULT '' NOT NULL,
	"cidade" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT '' NOT NULL,
	"cep" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radiologistas" (
	"usuario_candidato_id" integer PRIMARY KEY NOT NULL,
	"titulo_registrado_cro" boolean DEFAULT false NOT NULL,
	"trabalha_com_2d" boolean DEFAULT false NOT NULL,
	"trabalha_com_3d" boolean DEFAULT false NOT NULL,
	"tipo_exame_2d" text[] DEFAULT '{}'::text[] NOT NULL,
	"tipo_exame_3d" text[] DEFAULT '{}'::text[] NOT NULL,
	"softwares_3d" text[] DEFAULT '{}'::text[] NOT NULL,
	"plataformas_gestao_clinicas" text[] DEFAULT '{}'::text[] NOT NULL,
	"cursos_atualizacao_radiologia" text[] DEFAULT '{}'::text[] NOT NULL,
	"outros_conhecimentos" text[] DEFAULT '{}'::text[] NOT NULL,
	"portfolio" text[] DEFAULT '{}'::text[] NOT NULL,
	"nivel_informatica" text DEFAULT '' NOT NULL,
	"foto" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recepcionistas" (
	"usuario_candidato_id" integer PRIMARY KEY NOT NULL,
	"plataformas_experiencia" text[] DEFAULT '{}'::text[] NOT NULL,
	"trabalhou_em_clinica" boolean DEFAULT false NOT NULL,
	"trabalhou_em_clinica_radiologia" boolean DEFAULT false NOT NULL,
	"experiencia_convenios" boolean DEFAULT false NOT NULL,
	"experiencia_quais_convenios" text[] DEFAULT '{}'::text[] NOT NULL,
	"outros_conhecimentos" text[] DEFAULT '{}'::text[] NOT NULL,
	"portfolio" text[] DEFAULT '{}'::text[] NOT NULL,
	"nivel_informatica" text DEFAULT '' NOT NULL,
	"foto" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redefinicoes_senha" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redefinicoes_senha_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "redefinicoes_senha_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessoes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tecnicos" (
	"usuario_candidato_id" integer PRIMARY KEY NOT NULL,
	"plataforma_gestao" text[] DEFAULT '{}'::text[] NOT NULL,
	"experiencia_escaneamento" boolean DEFAULT false NOT NULL,
	"trabalhou_em_clinica" boolean DEFAULT false NOT NULL,
	"experiencia_moldagem" boolean DEFAULT false NOT NULL,
	"experiencia_esterilizacao" boolean DEFAULT false NOT NULL,
	"experiencia_scanner_intraoral" boolean DEFAULT false NOT NULL,
	"experiencia_3d" boolean DEFAULT false NOT NULL,
	"experiencia_2d" boolean DEFAULT false NOT NULL,
	"equipamentos_scanner" text[] DEFAULT '{}'::text[] NOT NULL,
	"equipamentos_3d" text[] DEFAULT '{}'::text[] NOT NULL,
	"equipamentos_2d" text[] DEFAULT '{}'::text[] NOT NULL,
	"outros_conhecimentos" text[] DEFAULT '{}'::text[] NOT NULL,
	"portfolio" text[] DEFAULT '{}'::text[] NOT NULL,
	"nivel_informatica" text DEFAULT '' NOT NULL,
	"foto" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo_usuario" text NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text,
	"google_sub" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_google_sub_unique" UNIQUE("google_sub"),
	CONSTRAINT "usuarios_tipo_usuario_check" CHECK ("usuarios"."tipo_usuario" in ('candidato', 'clinica'))
);
--> statement-breakpoint
CREATE TABLE "visualizacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visualizacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidato_id" integer NOT NULL,
	"clinica_id" integer NOT NULL,
	"dia" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visualizacoes_candidato_clinica_dia_key" UNIQUE("candidato_id","clinica_id","dia")
);
--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidatos" ADD CONSTRAINT "candidatos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinicas" ADD CONSTRAINT "clinicas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enderecos_candidato" ADD CONSTRAINT "enderecos_candidato_usuario_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("usuario_candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiencias" ADD CONSTRAINT "experiencias_usuario_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("usuario_candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacoes" ADD CONSTRAINT "formacoes_usuario_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("usuario_candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infos_clinica" ADD CONSTRAINT "infos_clinica_usuario_clinica_id_clinicas_usuario_id_fk" FOREIGN KEY ("usuario_clinica_id") REFERENCES "public"."clinicas"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radiologistas" ADD CONSTRAINT "radiologistas_usuario_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("usuario_candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepcionistas" ADD CONSTRAINT "recepcionistas_usuario_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("usuario_candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redefinicoes_senha" ADD CONSTRAINT "redefinicoes_senha_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tecnicos" ADD CONSTRAINT "tecnicos_usuario_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("usuario_candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visualizacoes" ADD CONSTRAINT "visualizacoes_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visualizacoes" ADD CONSTRAINT "visualizacoes_clinica_id_clinicas_usuario_id_fk" FOREIGN KEY ("clinica_id") REFERENCES "public"."clinicas"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arquivos_usuario_id_kind_idx" ON "arquivos" USING btree ("usuario_id","kind");--> statement-breakpoint
CREATE INDEX "candidatos_published_at_idx" ON "candidatos" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidatos_tipo_profissao_idx" ON "candidatos" USING btree ("tipo_profissao");--> statement-breakpoint
CREATE INDEX "enderecos_candidato_estado_idx" ON "enderecos_candidato" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "experiencias_usuario_candidato_id_idx" ON "experiencias" USING btree ("usuario_candidato_id");--> statement-breakpoint
CREATE INDEX "formacoes_usuario_candidato_id_idx" ON "formacoes" USING btree ("usuario_candidato_id");--> statement-breakpoint
CREATE INDEX "redefinicoes_senha_usuario_id_idx" ON "redefinicoes_senha" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "sessoes_usuario_id_idx" ON "sessoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_lower_idx" ON "usuarios" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "visualizacoes_clinica_id_idx" ON "visualizacoes" USING btree ("clinica_id");