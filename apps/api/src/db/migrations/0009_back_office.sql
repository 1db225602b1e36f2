CREATE TABLE "administradores" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"acao" text NOT NULL,
	"alvo_usuario_id" integer,
	"alvo_contato_id" integer,
	"motivo" text,
	"detalhes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contatos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contatos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"servico" integer NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"telefone" text NOT NULL,
	"clinica" text DEFAULT '' NOT NULL,
	"mensagem" text NOT NULL,
	"consentimento_em" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'novo' NOT NULL,
	"notas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contatos_status_check" CHECK ("contatos"."status" in ('novo', 'em_atendimento', 'concluido')),
	CONSTRAINT "contatos_servico_check" CHECK ("contatos"."servico" between 1 and 14)
);
--> statement-breakpoint
ALTER TABLE "usuarios" DROP CONSTRAINT "usuarios_tipo_usuario_check";--> statement-breakpoint
DROP INDEX "candidatos_published_order_idx";--> statement-breakpoint
DROP INDEX "candidatos_profissao_published_idx";--> statement-breakpoint
DROP INDEX "candidatos_estado_published_idx";--> statement-breakpoint
DROP INDEX "candidatos_profissao_estado_published_idx";--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "suspenso_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinicas" ADD COLUMN "suspenso_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinicas" ADD COLUMN "verificada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "suspenso_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "motivo_suspensao" text;--> statement-breakpoint
ALTER TABLE "administradores" ADD CONSTRAINT "administradores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_admin_id_usuarios_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_created_idx" ON "auditoria" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contatos_created_idx" ON "contatos" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidatos_published_order_idx" ON "candidatos" USING btree ("published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null;--> statement-breakpoint
CREATE INDEX "candidatos_profissao_published_idx" ON "candidatos" USING btree ("tipo_profissao","published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null;--> statement-breakpoint
CREATE INDEX "candidatos_estado_published_idx" ON "candidatos" USING btree ("lista_estado","published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null;--> statement-breakpoint
CREATE INDEX "candidatos_profissao_estado_published_idx" ON "candidatos" USING btree ("tipo_profissao","lista_estado","published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_tipo_usuario_check" CHECK ("usuarios"."tipo_usuario" in ('candidato', 'clinica', 'admin'));--> statement-breakpoint
-- The audit trail is append-only: the database refuses to change or remove its rows.
CREATE FUNCTION "auditoria_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auditoria_append_only" BEFORE UPDATE OR DELETE ON "auditoria"
  FOR EACH ROW EXECUTE FUNCTION "auditoria_append_only"();
