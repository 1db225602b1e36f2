CREATE TABLE "avisos_visualizacao" (
	"candidato_id" integer NOT NULL,
	"dia" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avisos_visualizacao_candidato_id_dia_pk" PRIMARY KEY("candidato_id","dia")
);
--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "avisos_visualizacao" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "avisos_visualizacao" ADD CONSTRAINT "avisos_visualizacao_candidato_id_candidatos_usuario_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidatos"("usuario_id") ON DELETE cascade ON UPDATE no action;