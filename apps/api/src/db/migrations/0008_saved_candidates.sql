CREATE TABLE "candidatos_salvos" (
	"clinica_id" integer NOT NULL,
	"candidato_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidatos_salvos_pkey" PRIMARY KEY("clinica_id","candidato_id")
);
--> statement-breakpoint
ALTER TABLE "candidatos_salvos" ADD CONSTRAINT "candidatos_salvos_clinica_id_clinicas_usuario_id_fk" FOREIGN KEY ("clinica_id") REFERENCES "public"."clinicas"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidatos_salvos" ADD CONSTRAINT "candidatos_salvos_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidatos_salvos_candidato_id_idx" ON "candidatos_salvos" USING btree ("candidato_id");