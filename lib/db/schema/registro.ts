import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { usuarios } from "./core";

/**
 * The audit log (issue 13): one line per change made through the administration pages, the API
 * and the imports, written in the same transaction as the change (lib/registro), plus refused
 * sign-ins. Who is kept twice: the id (for links) and a copy of the name and email, so a line still
 * says who it was if the account changes later.
 */
export const registro = pgTable(
  "registro",
  {
    id: serial("id").primaryKey(),
    momento: timestamp("momento", { withTimezone: true }).notNull().defaultNow(),
    autorId: integer("autor_id").references(() => usuarios.id, { onDelete: "set null" }),
    // 'Marta Lacasa Ferrer <marta.lacasa@…>'; '' for events without a signed-in person.
    autor: text("autor").notNull().default(""),
    // crear, modificar, eliminar, desactivar, reactivar, cambiar_tipo, importar, acceso_rechazado
    accion: text("accion").notNull(),
    // usuario, departamento, ciclo, modulo, grupo, asignacion, aula, importacion, acceso
    entidad: text("entidad").notNull(),
    // The changed row's natural key: an email, '0065/QUI301', '1QUI301' …
    clave: text("clave").notNull(),
    resumen: text("resumen").notNull(),
    antes: jsonb("antes"),
    despues: jsonb("despues"),
  },
  (t) => [index("registro_momento_idx").on(t.momento), index("registro_entidad_clave_idx").on(t.entidad, t.clave), index("registro_autor_idx").on(t.autorId)],
);

export type LineaRegistro = typeof registro.$inferSelect;
