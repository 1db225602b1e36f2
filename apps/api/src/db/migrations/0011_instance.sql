CREATE TABLE "instancia" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"instance_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instancia_one_row" CHECK ("instancia"."id" = 1)
);
