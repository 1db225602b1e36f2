CREATE TABLE "leituras_perfil" (
	"clinica_id" integer NOT NULL,
	"dia" date NOT NULL,
	"candidato_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leituras_perfil_pkey" PRIMARY KEY("clinica_id","dia","candidato_id")
);
--> statement-breakpoint
ALTER TABLE "leituras_perfil" ADD CONSTRAINT "leituras_perfil_clinica_id_clinicas_usuario_id_fk" FOREIGN KEY ("clinica_id") REFERENCES "public"."clinicas"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leituras_perfil" ADD CONSTRAINT "leituras_perfil_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leituras_perfil_candidato_id_idx" ON "leituras_perfil" USING btree ("candidato_id");--> statement-breakpoint
-- A profile published without a recorded consent is unpublished (there should be none).
UPDATE "candidatos" SET "published_at" = NULL WHERE "published_at" IS NOT NULL AND "consent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "candidatos" ADD CONSTRAINT "candidatos_published_consent_check" CHECK ("candidatos"."published_at" is null or "candidatos"."consent_at" is not null);