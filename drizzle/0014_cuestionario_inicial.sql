-- The questionnaire a new centre starts with. Without questions a campaign opens (by hand or by
-- its dates) with nothing to answer, and the portal has no screen to write them: a centre changes
-- them in this table (docs/usuarios/encuestas.md). Only into an empty table, so a centre that
-- already has its own keeps them.
INSERT INTO "encuestas_cuestiones" ("texto", "orden")
SELECT "t"."texto", "t"."orden" FROM (VALUES
  ('Explica con claridad los contenidos del módulo.', 1),
  ('Presentó al inicio del curso la programación, los criterios de evaluación y los de calificación.', 2),
  ('Las clases están bien organizadas y preparadas.', 3),
  ('Relaciona los contenidos con situaciones reales del sector profesional.', 4),
  ('Las actividades prácticas (laboratorio, taller, casos) ayudan a aprender.', 5),
  ('Resuelve las dudas y atiende a quien lo necesita.', 6),
  ('Los materiales y recursos que utiliza son útiles.', 7),
  ('Las pruebas de evaluación se ajustan a lo trabajado en clase.', 8),
  ('Informa de los resultados de las evaluaciones y explica cómo mejorar.', 9),
  ('Fomenta la participación y un buen clima de trabajo en el aula.', 10)
) AS "t"("texto", "orden")
WHERE NOT EXISTS (SELECT 1 FROM "encuestas_cuestiones");
