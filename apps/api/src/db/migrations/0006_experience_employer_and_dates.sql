ALTER TABLE "experiencias" ADD COLUMN "empresa" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiencias" ADD COLUMN "inicio" text;--> statement-breakpoint
ALTER TABLE "experiencias" ADD COLUMN "fim" text;--> statement-breakpoint
ALTER TABLE "experiencias" ADD COLUMN "trabalho_atual" boolean DEFAULT false NOT NULL;