import "server-only";
import { and, sql } from "drizzle-orm";
import type { Db } from "../db";

/**
 * What refers to a row, read from the database's own foreign keys, so that a table added later by
 * another area (follow-up sessions, matrícula …) is counted without touching this file. A delete
 * of a module, group, room, cycle or department is refused while anything refers to it, including
 * rows the foreign key would cascade away (enrolments, assignments): the admin removes them first,
 * knowingly.
 */

/** Singular and plural of what a row of each referring table is, for the refusal message. */
const QUE_ES: Record<string, [string, string]> = {
  imparticiones: ["asignación de docencia", "asignaciones de docencia"],
  matriculas_modulo: ["matrícula de estudiante", "matrículas de estudiantes"],
  grupo_estudiantes: ["estudiante del grupo", "estudiantes del grupo"],
  tutorias: ["tutoría de un curso", "tutorías de cursos"],
  horario: ["periodo del horario", "periodos del horario"],
  // A period held in several rooms names the others here (FET's combined rooms).
  horario_aulas: ["periodo del horario en varias aulas", "periodos del horario en varias aulas"],
  articulos: ["artículo del inventario", "artículos del inventario"],
  modulos: ["módulo", "módulos"],
  grupos: ["grupo", "grupos"],
  usuarios: ["persona", "personas"],
  convalidaciones: ["solicitud de convalidación", "solicitudes de convalidación"],
  convalidacion_modulos: ["módulo pedido en una solicitud de convalidación", "módulos pedidos en solicitudes de convalidación"],
  encuestas_contestadas: ["respuesta de encuesta", "respuestas de encuestas"],
  encuestas_resultados: ["resultado de encuesta", "resultados de encuestas"],
  acciones_formativas: ["acción formativa del seguimiento", "acciones formativas del seguimiento"],
  sesiones: ["sesión del seguimiento", "sesiones del seguimiento"],
  franjas: ["franja horaria", "franjas horarias"],
  avisos: ["aviso", "avisos"],
  resumenes_escritos: ["resumen periódico anotado", "resúmenes periódicos anotados"],
  matriculas: ["matrícula", "matrículas"],
  matricula_modulos: ["módulo de una matrícula", "módulos de matrículas"],
  matricula_borradores: ["matrícula sin enviar", "matrículas sin enviar"],
  matricula_historial: ["anotación del historial de una matrícula", "anotaciones del historial de matrículas"],
  matricula_versiones: ["versión enviada de una matrícula", "versiones enviadas de matrículas"],
  convalidacion_historial: ["anotación del historial de una convalidación", "anotaciones del historial de convalidaciones"],
  historial_articulos: ["cambio del historial del inventario", "cambios del historial del inventario"],
  subcategorias_inventario: ["subcategoría del inventario", "subcategorías del inventario"],
  calendarios_horario: ["calendario de horario suscrito", "calendarios de horario suscritos"],
  departamentos: ["departamento", "departamentos"],
  municipios: ["municipio", "municipios"],
  codigos_postales: ["código postal", "códigos postales"],
  ajustes_centro: ["ajuste del centro", "ajustes del centro"],
  registro: ["entrada del registro de cambios", "entradas del registro de cambios"],
};

export type Referencia = { tabla: string; total: number };

type ClaveForanea = { tabla: string; columnas: string[]; referenciadas: string[] };

async function clavesQueApuntanA(tx: Db, tabla: string): Promise<ClaveForanea[]> {
  const res = await tx.execute(sql`
    select cl.relname::text as tabla,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columnas,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as referenciadas
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_class rf on rf.oid = c.confrelid
    join pg_namespace ns on ns.oid = rf.relnamespace
    where c.contype = 'f' and rf.relname = ${tabla} and ns.nspname = current_schema()
    order by cl.relname, c.conname`);
  return (res as unknown as { rows: ClaveForanea[] }).rows;
}

/**
 * Rows of other tables that refer to the row of `tabla` whose columns hold `clave` (database
 * column names: `{ codigo: "0065", ciclo: "QUI301" }`). Foreign keys to columns not in `clave`
 * are skipped (none of the administered tables has one).
 */
export async function countReferencias(tx: Db, tabla: string, clave: Record<string, string | number>): Promise<Referencia[]> {
  const out: Referencia[] = [];
  for (const fk of await clavesQueApuntanA(tx, tabla)) {
    if (!fk.referenciadas.every((c) => c in clave)) continue;
    const condiciones = fk.columnas.map((c, i) => sql`${sql.identifier(c)} = ${clave[fk.referenciadas[i]]}`);
    const r = await tx.execute(sql`select count(*)::int as n from ${sql.identifier(fk.tabla)} where ${and(...condiciones)}`);
    const n = Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    if (n > 0) {
      const previa = out.find((x) => x.tabla === fk.tabla);
      if (previa) previa.total += n;
      else out.push({ tabla: fk.tabla, total: n });
    }
  }
  return out;
}

/** "2 asignaciones de docencia, 1 periodo del horario y 10 matrículas de estudiantes". */
export function describirReferencias(refs: readonly Referencia[]): string {
  const partes = refs.map(({ tabla, total }) => {
    const [uno, varios] = QUE_ES[tabla] ?? [`fila de «${tabla}»`, `filas de «${tabla}»`];
    return `${total} ${total === 1 ? uno : varios}`;
  });
  return partes.length <= 1 ? (partes[0] ?? "") : `${partes.slice(0, -1).join(", ")} y ${partes[partes.length - 1]}`;
}
