CREATE TABLE "candidaturas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidaturas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vaga_id" integer NOT NULL,
	"candidato_id" integer NOT NULL,
	"mensagem" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'recebida' NOT NULL,
	"recebida_em" timestamp with time zone DEFAULT now() NOT NULL,
	"em_analise_em" timestamp with time zone,
	"entrevista_em" timestamp with time zone,
	"contratada_em" timestamp with time zone,
	"nao_selecionada_em" timestamp with time zone,
	"retirada_em" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidaturas_vaga_candidato_key" UNIQUE("vaga_id","candidato_id"),
	CONSTRAINT "candidaturas_status_check" CHECK ("candidaturas"."status" in ('recebida', 'em_analise', 'entrevista', 'contratada', 'nao_selecionada', 'retirada'))
);
--> statement-breakpoint
CREATE TABLE "vagas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vagas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinica_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"tipo_profissao" text NOT NULL,
	"descricao" text NOT NULL,
	"estado" varchar(2) NOT NULL,
	"cidade" text NOT NULL,
	"tipo_contrato" text NOT NULL,
	"jornada" text NOT NULL,
	"salario_min_centavos" integer,
	"salario_max_centavos" integer,
	"mostrar_salario" boolean DEFAULT false NOT NULL,
	"equipamentos" text[] DEFAULT '{}'::text[] NOT NULL,
	"softwares" text[] DEFAULT '{}'::text[] NOT NULL,
	"registro_obrigatorio" boolean DEFAULT false NOT NULL,
	"beneficios" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"publicada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"encerrada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vagas_status_check" CHECK ("vagas"."status" in ('aberta', 'encerrada')),
	CONSTRAINT "vagas_tipo_contrato_check" CHECK ("vagas"."tipo_contrato" in ('CLT', 'PJ', 'Autônomo', 'Estágio', 'Temporário')),
	CONSTRAINT "vagas_jornada_check" CHECK ("vagas"."jornada" in ('Integral', 'Meio período', 'Plantões')),
	CONSTRAINT "vagas_salario_check" CHECK ("vagas"."salario_min_centavos" is null or "vagas"."salario_max_centavos" is null or "vagas"."salario_min_centavos" <= "vagas"."salario_max_centavos")
);
--> statement-breakpoint
ALTER TABLE "candidaturas" ADD CONSTRAINT "candidaturas_vaga_id_vagas_id_fk" FOREIGN KEY ("vaga_id") REFERENCES "public"."vagas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidaturas" ADD CONSTRAINT "candidaturas_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vagas" ADD CONSTRAINT "vagas_clinica_id_clinicas_usuario_id_fk" FOREIGN KEY ("clinica_id") REFERENCES "public"."clinicas"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidaturas_candidato_idx" ON "candidaturas" USING btree ("candidato_id","recebida_em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vagas_abertas_order_idx" ON "vagas" USING btree ("publicada_em" DESC NULLS LAST,"id" DESC NULLS LAST,"expira_em") WHERE "vagas"."status" = 'aberta';--> statement-breakpoint
CREATE INDEX "vagas_abertas_profissao_estado_idx" ON "vagas" USING btree ("tipo_profissao","estado","publicada_em" DESC NULLS LAST,"id" DESC NULLS LAST,"expira_em") WHERE "vagas"."status" = 'aberta';--> statement-breakpoint
CREATE INDEX "vagas_abertas_estado_idx" ON "vagas" USING btree ("estado","publicada_em" DESC NULLS LAST,"id" DESC NULLS LAST,"expira_em") WHERE "vagas"."status" = 'aberta';--> statement-breakpoint
CREATE INDEX "vagas_busca_idx" ON "vagas" USING gin (to_tsvector('portuguese', "titulo" || ' ' || "descricao"));--> statement-breakpoint
CREATE INDEX "vagas_clinica_idx" ON "vagas" USING btree ("clinica_id","publicada_em" DESC NULLS LAST,"id" DESC NULLS LAST);