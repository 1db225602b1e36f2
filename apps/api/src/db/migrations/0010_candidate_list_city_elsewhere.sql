ALTER TABLE "candidatos" ADD COLUMN "lista_atua_fora" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "candidatos_cidade_published_idx" ON "candidatos" USING btree (lower("lista_cidade"),"published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null;--> statement-breakpoint
CREATE INDEX "candidatos_atua_fora_published_idx" ON "candidatos" USING btree ("published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null and "candidatos"."suspenso_em" is null and "candidatos"."lista_atua_fora";--> statement-breakpoint
-- The address trigger of migration 0002 now also copies deseja_atuar_fora.
CREATE OR REPLACE FUNCTION candidatos_lista_endereco() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE candidatos SET lista_estado = NULL, lista_cidade = NULL, lista_atua_fora = false
      WHERE usuario_id = OLD.usuario_candidato_id;
  ELSE
    UPDATE candidatos SET lista_estado = NEW.estado, lista_cidade = NEW.cidade,
        lista_atua_fora = NEW.deseja_atuar_fora
      WHERE usuario_id = NEW.usuario_candidato_id
        AND (lista_estado IS DISTINCT FROM NEW.estado OR lista_cidade IS DISTINCT FROM NEW.cidade
          OR lista_atua_fora IS DISTINCT FROM NEW.deseja_atuar_fora);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE candidatos c SET lista_atua_fora = e.deseja_atuar_fora
  FROM enderecos_candidato e WHERE e.usuario_candidato_id = c.usuario_id AND e.deseja_atuar_fora;
