CREATE TABLE "lista_candidatos_versao" (
	"id" integer PRIMARY KEY NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "lista_experiencia_meses" integer;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "lista_experiencia_desde" integer;--> statement-breakpoint
-- The clinics' list reads the years of experience from two columns of candidatos (docs/decisions/0002):
-- the union of the periods of the experiências with a valid start month ('AAAA-MM') and either
-- 'trabalho atual' or a valid end month not before the start (inclusive), in months numbered
-- year × 12 + month − 1. lista_experiencia_meses: the months of the stretches that ended;
-- lista_experiencia_desde: where the stretch still running began (null without a current job).
-- Both null without any such experiência. experienceMonths() of @app/shared adds the running months.
CREATE OR REPLACE FUNCTION candidatos_experiencia_resumo(candidate integer, OUT meses integer, OUT desde integer)
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN count(*) = 0 THEN NULL
           ELSE coalesce(sum(upper(m.r) - lower(m.r)) FILTER (WHERE NOT upper_inf(m.r)), 0)::int END,
         min(lower(m.r)) FILTER (WHERE upper_inf(m.r))
  FROM unnest((
    SELECT range_agg(int4range(x.s, x.e))
    FROM (
      SELECT substr(e.inicio, 1, 4)::int * 12 + substr(e.inicio, 6, 2)::int - 1 AS s,
        CASE WHEN e.trabalho_atual THEN NULL
          ELSE substr(e.fim, 1, 4)::int * 12 + substr(e.fim, 6, 2)::int END AS e
      FROM experiencias e
      WHERE e.usuario_candidato_id = candidate
        AND e.inicio ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'
        AND (e.trabalho_atual OR (e.fim ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' AND e.fim >= e.inicio))
    ) x
  )) AS m(r)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidatos_lista_experiencia() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  candidate integer;
BEGIN
  FOR candidate IN
    SELECT DISTINCT u FROM (VALUES
      (CASE WHEN TG_OP <> 'INSERT' THEN OLD.usuario_candidato_id END),
      (CASE WHEN TG_OP <> 'DELETE' THEN NEW.usuario_candidato_id END)) v(u)
    WHERE u IS NOT NULL
  LOOP
    UPDATE candidatos c SET lista_experiencia_meses = r.meses, lista_experiencia_desde = r.desde
      FROM candidatos_experiencia_resumo(candidate) r
      WHERE c.usuario_id = candidate
        AND (c.lista_experiencia_meses IS DISTINCT FROM r.meses
          OR c.lista_experiencia_desde IS DISTINCT FROM r.desde);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER candidatos_lista_experiencia AFTER INSERT OR UPDATE OR DELETE ON experiencias
  FOR EACH ROW EXECUTE FUNCTION candidatos_lista_experiencia();--> statement-breakpoint
UPDATE candidatos c SET lista_experiencia_meses = r.meses, lista_experiencia_desde = r.desde
  FROM (SELECT DISTINCT usuario_candidato_id AS id FROM experiencias) x,
    LATERAL candidatos_experiencia_resumo(x.id) r
  WHERE c.usuario_id = x.id AND (r.meses IS NOT NULL OR r.desde IS NOT NULL);--> statement-breakpoint
-- The version of what the list shows: raised once per transaction, at its commit (a deferred
-- constraint trigger), when a candidate is added or deleted or a column the cards show or the
-- filters read changes. Views (lista_visualizacoes) do not count: the shared pages' 3 s lifetime
-- covers them. No row until the first change (readers take 0): a copy of the database
-- (backup/embedded-to-postgres.ts) brings its own row into a freshly migrated one.
CREATE OR REPLACE FUNCTION lista_candidatos_versao_sobe() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v integer;
BEGIN
  IF coalesce(current_setting('rx.lista_versao_subiu', true), '') <> 'sim' THEN
    PERFORM set_config('rx.lista_versao_subiu', 'sim', true);
    INSERT INTO lista_candidatos_versao AS l (id, versao) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET versao = l.versao + 1 RETURNING l.versao INTO v;
    -- Delivered at the commit: PGlite's one process keeps its pages without asking (page-cache.ts).
    PERFORM pg_notify('lista_candidatos', v::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER lista_candidatos_versao_mudanca AFTER INSERT OR DELETE ON candidatos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION lista_candidatos_versao_sobe();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER lista_candidatos_versao_edicao AFTER UPDATE ON candidatos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.nome, OLD.tipo_profissao, OLD.published_at, OLD.suspenso_em, OLD.equipamentos_busca,
      OLD.lista_estado, OLD.lista_cidade, OLD.lista_foto_key, OLD.lista_atua_fora,
      OLD.lista_experiencia_meses, OLD.lista_experiencia_desde)
    IS DISTINCT FROM (NEW.nome, NEW.tipo_profissao, NEW.published_at, NEW.suspenso_em, NEW.equipamentos_busca,
      NEW.lista_estado, NEW.lista_cidade, NEW.lista_foto_key, NEW.lista_atua_fora,
      NEW.lista_experiencia_meses, NEW.lista_experiencia_desde))
  EXECUTE FUNCTION lista_candidatos_versao_sobe();
--> statement-breakpoint
-- A clinic's saved candidates changed: the clinic's id, at the commit (PGlite keeps each clinic's
-- saved set in its one process, page-cache.ts).
CREATE OR REPLACE FUNCTION candidatos_salvos_aviso() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('candidatos_salvos', (CASE WHEN TG_OP = 'DELETE' THEN OLD.clinica_id ELSE NEW.clinica_id END)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER candidatos_salvos_aviso AFTER INSERT OR UPDATE OR DELETE ON candidatos_salvos
  FOR EACH ROW EXECUTE FUNCTION candidatos_salvos_aviso();
