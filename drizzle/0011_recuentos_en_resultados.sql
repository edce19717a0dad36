-- Decision 049: a group's counts move from 120 rows of encuestas_recuentos to two JSON columns of
-- its row in encuestas_resultados, question id → one count per score in the order Ns/Nc, 0 … 10.
ALTER TABLE "encuestas_resultados" ADD COLUMN "recuentos" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "encuestas_resultados" ADD COLUMN "recuentos_publicados" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Every score of a question that has any row gets its place, with 0 where a row was missing.
UPDATE "encuestas_resultados" AS r
SET "recuentos" = g.veces, "recuentos_publicados" = g.publicadas
FROM (
	SELECT c.campana_id, c.modulo, c.ciclo, c.docente_id,
		jsonb_object_agg(c.cuestion_id::text, c.veces) AS veces,
		jsonb_object_agg(c.cuestion_id::text, c.publicadas) AS publicadas
	FROM (
		SELECT q.campana_id, q.modulo, q.ciclo, q.docente_id, q.cuestion_id,
			jsonb_agg(coalesce(x.veces, 0) ORDER BY p.i) AS veces,
			jsonb_agg(coalesce(x.publicadas, 0) ORDER BY p.i) AS publicadas
		FROM (SELECT DISTINCT campana_id, modulo, ciclo, docente_id, cuestion_id FROM "encuestas_recuentos") AS q
		CROSS JOIN generate_series(0, 11) AS p(i)
		LEFT JOIN "encuestas_recuentos" AS x
			ON x.campana_id = q.campana_id AND x.modulo = q.modulo AND x.ciclo = q.ciclo
			AND x.docente_id = q.docente_id AND x.cuestion_id = q.cuestion_id
			AND x.resultado IS NOT DISTINCT FROM (CASE WHEN p.i = 0 THEN NULL ELSE p.i - 1 END)
		GROUP BY q.campana_id, q.modulo, q.ciclo, q.docente_id, q.cuestion_id
	) AS c
	GROUP BY c.campana_id, c.modulo, c.ciclo, c.docente_id
) AS g
WHERE r.campana_id = g.campana_id AND r.modulo = g.modulo AND r.ciclo = g.ciclo AND r.docente_id = g.docente_id;--> statement-breakpoint
DROP TABLE "encuestas_recuentos" CASCADE;--> statement-breakpoint
ALTER TABLE "encuestas_resultados" ADD CONSTRAINT "encuestas_resultados_recuentos" CHECK (jsonb_typeof("encuestas_resultados"."recuentos") = 'object' and jsonb_typeof("encuestas_resultados"."recuentos_publicados") = 'object');
