-- People in surname order: the list of people (25 a page) walks this index instead of sorting every
-- account (found by the bench's EXPLAIN of each page, bench/RESULTS.md).
CREATE INDEX "usuarios_orden_idx" ON "usuarios" USING btree ("apellidos","nombre","id");