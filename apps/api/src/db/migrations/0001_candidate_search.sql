DROP INDEX "candidatos_published_at_idx";--> statement-breakpoint
DROP INDEX "candidatos_tipo_profissao_idx";--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "equipamentos_busca" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "candidatos_published_order_idx" ON "candidatos" USING btree ("published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "candidatos_profissao_published_idx" ON "candidatos" USING btree ("tipo_profissao","published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "candidatos_equipamentos_busca_idx" ON "candidatos" USING gin ("equipamentos_busca");