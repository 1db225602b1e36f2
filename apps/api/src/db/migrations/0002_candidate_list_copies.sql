ALTER TABLE "candidatos" ADD COLUMN "lista_estado" varchar(2);--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "lista_cidade" text;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "lista_foto_key" text;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "lista_visualizacoes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "candidatos_estado_published_idx" ON "candidatos" USING btree ("lista_estado","published_at" DESC NULLS LAST,"usuario_id" DESC NULLS LAST) WHERE "candidatos"."published_at" is not null;--> statement-breakpoint
-- The copies above are kept by the database itself, whatever code path writes the sources.
CREATE FUNCTION candidatos_lista_endereco() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE candidatos SET lista_estado = NULL, lista_cidade = NULL
      WHERE usuario_id = OLD.usuario_candidato_id;
  ELSE
    UPDATE candidatos SET lista_estado = NEW.estado, lista_cidade = NEW.cidade
      WHERE usuario_id = NEW.usuario_candidato_id
        AND (lista_estado IS DISTINCT FROM NEW.estado OR lista_cidade IS DISTINCT FROM NEW.cidade);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER enderecos_candidato_lista AFTER INSERT OR UPDATE OR DELETE ON enderecos_candidato
  FOR EACH ROW EXECUTE FUNCTION candidatos_lista_endereco();--> statement-breakpoint
CREATE FUNCTION candidatos_lista_foto() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
BEGIN
  FOREACH owner IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' AND OLD.kind = 'photo' THEN OLD.usuario_id END,
    CASE WHEN TG_OP <> 'DELETE' AND NEW.kind = 'photo' THEN NEW.usuario_id END
  ] LOOP
    CONTINUE WHEN owner IS NULL;
    UPDATE candidatos SET lista_foto_key = (
      SELECT a.storage_key FROM arquivos a
        WHERE a.usuario_id = owner AND a.kind = 'photo'
        ORDER BY a.created_at DESC, a.id DESC LIMIT 1)
      WHERE usuario_id = owner;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER arquivos_lista_foto AFTER INSERT OR UPDATE OR DELETE ON arquivos
  FOR EACH ROW EXECUTE FUNCTION candidatos_lista_foto();--> statement-breakpoint
CREATE FUNCTION candidatos_lista_visualizacoes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE candidatos SET lista_visualizacoes = lista_visualizacoes + 1 WHERE usuario_id = NEW.candidato_id;
  ELSE
    UPDATE candidatos SET lista_visualizacoes = lista_visualizacoes - 1 WHERE usuario_id = OLD.candidato_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visualizacoes_lista AFTER INSERT OR DELETE ON visualizacoes
  FOR EACH ROW EXECUTE FUNCTION candidatos_lista_visualizacoes();--> statement-breakpoint
UPDATE candidatos c SET lista_estado = e.estado, lista_cidade = e.cidade
  FROM enderecos_candidato e WHERE e.usuario_candidato_id = c.usuario_id;--> statement-breakpoint
UPDATE candidatos c SET lista_foto_key = f.storage_key
  FROM (SELECT DISTINCT ON (usuario_id) usuario_id, storage_key FROM arquivos WHERE kind = 'photo'
        ORDER BY usuario_id, created_at DESC, id DESC) f
  WHERE f.usuario_id = c.usuario_id;--> statement-breakpoint
UPDATE candidatos c SET lista_visualizacoes = v.n
  FROM (SELECT candidato_id, count(*)::int AS n FROM visualizacoes GROUP BY candidato_id) v
  WHERE v.candidato_id = c.usuario_id;
