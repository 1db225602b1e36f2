CREATE TABLE "anuncio_denuncias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anuncio_denuncias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"anuncio_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anuncio_denuncias_anuncio_usuario_unique" UNIQUE("anuncio_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "anuncio_fotos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anuncio_fotos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"anuncio_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"posicao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anuncio_fotos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "anuncio_mensagens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anuncio_mensagens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"anuncio_id" integer NOT NULL,
	"remetente_id" integer NOT NULL,
	"mensagem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anuncios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anuncios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"categoria" text NOT NULL,
	"marca" text DEFAULT '' NOT NULL,
	"modelo" text DEFAULT '' NOT NULL,
	"ano_fabricacao" integer,
	"estado_conservacao" text,
	"preco_centavos" bigint,
	"negociavel" boolean DEFAULT false NOT NULL,
	"descricao" text NOT NULL,
	"estado" varchar(2) NOT NULL,
	"cidade" text NOT NULL,
	"mostrar_telefone" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'em_moderacao' NOT NULL,
	"motivo_recusa" text,
	"visualizacoes" integer DEFAULT 0 NOT NULL,
	"publicado_em" timestamp with time zone,
	"expira_em" timestamp with time zone,
	"encerrado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anuncios_tipo_check" CHECK ("anuncios"."tipo" in ('venda', 'compra')),
	CONSTRAINT "anuncios_status_check" CHECK ("anuncios"."status" in ('em_moderacao', 'publicado', 'recusado', 'vendido', 'encerrado')),
	CONSTRAINT "anuncios_preco_check" CHECK ("anuncios"."preco_centavos" is null or "anuncios"."preco_centavos" >= 0)
);
--> statement-breakpoint
ALTER TABLE "anuncio_denuncias" ADD CONSTRAINT "anuncio_denuncias_anuncio_id_anuncios_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_denuncias" ADD CONSTRAINT "anuncio_denuncias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_fotos" ADD CONSTRAINT "anuncio_fotos_anuncio_id_anuncios_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_mensagens" ADD CONSTRAINT "anuncio_mensagens_anuncio_id_anuncios_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_mensagens" ADD CONSTRAINT "anuncio_mensagens_remetente_id_usuarios_id_fk" FOREIGN KEY ("remetente_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anuncio_denuncias_created_idx" ON "anuncio_denuncias" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "anuncio_fotos_anuncio_idx" ON "anuncio_fotos" USING btree ("anuncio_id","posicao","id");--> statement-breakpoint
CREATE INDEX "anuncio_mensagens_anuncio_idx" ON "anuncio_mensagens" USING btree ("anuncio_id");--> statement-breakpoint
CREATE INDEX "anuncio_mensagens_remetente_idx" ON "anuncio_mensagens" USING btree ("remetente_id","created_at");--> statement-breakpoint
CREATE INDEX "anuncios_publicados_idx" ON "anuncios" USING btree ("publicado_em" DESC NULLS LAST,"id" DESC NULLS LAST,"expira_em") WHERE "anuncios"."status" = 'publicado';--> statement-breakpoint
CREATE INDEX "anuncios_usuario_idx" ON "anuncios" USING btree ("usuario_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "anuncios_status_idx" ON "anuncios" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "anuncios_busca_idx" ON "anuncios" USING gin (to_tsvector('portuguese', "titulo" || ' ' || "marca" || ' ' || "modelo" || ' ' || "descricao"));