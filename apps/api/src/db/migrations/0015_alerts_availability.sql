CREATE TABLE "alertas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alertas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidato_id" integer NOT NULL,
	"tipos_profissao" text[] DEFAULT '{}'::text[] NOT NULL,
	"estados" text[] DEFAULT '{}'::text[] NOT NULL,
	"cidade" text,
	"q" text,
	"frequencia" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_envio_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alertas_frequencia_check" CHECK ("alertas"."frequencia" in ('imediata', 'diaria'))
);
--> statement-breakpoint
DROP INDEX "candidatos_published_order_idx";--> statement-breakpoint
DROP INDEX "candidatos_profissao_published_idx";--> statement-breakpoint
DROP INDEX "candidatos_estado_published_idx";--> statement-breakpoint
DROP INDEX "candidatos_profissao_estado_published_idx";--> statement-breakpoint
DROP INDEX "candidatos_cidade_published_idx";--> statement-breakpoint
DROP INDEX "candidatos_atua_fora_published_idx";--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "disponibilidade_confirmada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "disponibilidade_pedida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "indisponivel_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alertas_candidato_idx" ON "alertas" USING btree ("candidato_id");--> statement-breakpoint
CREATE INDEX "alertas_frequencia_idx" ON "alertas" USING btree ("frequencia");--> statement-breakpoint
CREATE INDEX "candidatos_published_order_idx" ON "candidatos" USING btree ("published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null and "candidatos"."indisponivel_em" is null;--> statement-breakpoint
CREATE INDEX "candidatos_profissao_published_idx" ON "candidatos" USING btree ("tipo_profissao","published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null and "candidatos"."indisponivel_em" is null;--> statement-breakpoint
CREATE INDEX "candidatos_estado_published_idx" ON "candidatos" USING btree ("lista_estado","published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null and "candidatos"."indisponivel_em" is null;--> statement-breakpoint
CREATE INDEX "candidatos_profissao_estado_published_idx" ON "candidatos" USING btree ("tipo_profissao","lista_estado","published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null and "candidatos"."indisponivel_em" is null;--> statement-breakpoint
CREATE INDEX "candidatos_cidade_published_idx" ON "candidatos" USING btree (lower("lista_cidade"),"published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null and "candidatos"."indisponivel_em" is null;--> statement-breakpoint
CREATE INDEX "candidatos_atua_fora_published_idx" ON "candidatos" USING btree ("published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null and "candidatos"."indisponivel_em" is null and "candidatos"."lista_atua_fora";--> statement-breakpoint
-- The list's version (migration 0012) also rises when a profile leaves or comes back to the list
-- for its availability, or its 'Disponibilidade confirmada em' changes.
DROP TRIGGER lista_candidatos_versao_edicao ON candidatos;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER lista_candidatos_versao_edicao AFTER UPDATE ON candidatos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.nome, OLD.tipo_profissao, OLD.published_at, OLD.suspenso_em, OLD.equipamentos_busca,
      OLD.lista_estado, OLD.lista_cidade, OLD.lista_foto_key, OLD.lista_atua_fora,
      OLD.lista_experiencia_meses, OLD.lista_experiencia_desde, OLD.indisponivel_em,
      OLD.disponibilidade_confirmada_em)
    IS DISTINCT FROM (NEW.nome, NEW.tipo_profissao, NEW.published_at, NEW.suspenso_em, NEW.equipamentos_busca,
      NEW.lista_estado, NEW.lista_cidade, NEW.lista_foto_key, NEW.lista_atua_fora,
      NEW.lista_experiencia_meses, NEW.lista_experiencia_desde, NEW.indisponivel_em,
      NEW.disponibilidade_confirmada_em))
  EXECUTE FUNCTION lista_candidatos_versao_sobe();
