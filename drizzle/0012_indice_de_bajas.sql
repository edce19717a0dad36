-- Withdrawn articles, newest first: the list of bajas and its count read only these rows instead of
-- every article (found by the bench's EXPLAIN of each page, bench/RESULTS.md).
CREATE INDEX "articulos_bajas_idx" ON "articulos" USING btree ("fecha_baja" DESC NULLS LAST,"codigo" DESC NULLS LAST) WHERE "articulos"."fecha_baja" is not null;