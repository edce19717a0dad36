import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "../lib/db/client";
import { medirCarga } from "./carga";
import type { Pendiente } from "./semilla";
import type { MedidaCarga } from "./tipos";

/**
 * The survey submission path against its raw ceiling. The portal stores each submission with
 * POST /api/encuestas (validation, session, one transaction over four tables); the ceiling is
 * the same number of rows inserted into a copy of encuestas_contestadas by a plain loop of
 * INSERTs on the same database, with as many in flight as the portal gets connections.
 */

const TABLA_DIRECTA = "bench_insercion_directa";

/** One INSERT per row, `concurrencia` at a time; the table is created for it and dropped after. */
export async function insercionesDirectas(db: Db, campanaId: number, filas: readonly Pendiente[], concurrencia: number) {
  await db.execute(sql.raw(`drop table if exists ${TABLA_DIRECTA}`));
  await db.execute(sql.raw(`create table ${TABLA_DIRECTA} (like encuestas_contestadas including all)`));
  let siguiente = 0;
  const t0 = performance.now();
  const trabajador = async () => {
    for (let i = siguiente++; i < filas.length; i = siguiente++) {
      const f = filas[i];
      await db.execute(
        sql`insert into ${sql.identifier(TABLA_DIRECTA)} (campana_id, estudiante_id, modulo, ciclo, docente_id) values (${campanaId}, ${f.estudianteId}, ${f.modulo}, ${f.ciclo}, ${f.docenteId})`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrencia) }, trabajador));
  const segundos = (performance.now() - t0) / 1000;
  await db.execute(sql.raw(`drop table ${TABLA_DIRECTA}`));
  return { segundos, rps: filas.length / segundos, concurrencia };
}

/** A complete, valid answer: every active question scored (a few Ns/Nc), a comment now and then. */
export function cuerpoEnvio(p: Pendiente, cuestiones: readonly number[], i: number): string {
  return JSON.stringify({
    modulo: { codigo: p.modulo, ciclo: p.ciclo, docente: { email: p.docenteEmail } },
    respuestas: cuestiones.map((id, j) => ({ id, resultado: (i + j) % 13 === 12 ? null : (p.estudianteId + i + j) % 11 })),
    comentario: i % 5 === 0 ? "Las prácticas ayudan mucho a entender la teoría." : "",
  });
}

/** Exactly `filas.length` submissions, each a pending survey of a different student in turn. */
export function enviosPorElPortal(o: {
  url: string;
  filas: readonly Pendiente[];
  cuestiones: readonly number[];
  tokens: ReadonlyMap<number, string>;
  conexiones: number;
}): Promise<MedidaCarga> {
  let i = 0;
  return medirCarga({
    url: `${o.url}/api/encuestas`,
    conexiones: Math.min(o.conexiones, o.filas.length),
    cantidad: o.filas.length,
    metodo: "POST",
    esperado: 201,
    cabeceras: { "content-type": "application/json" },
    // autocannon asks once per request; past the end it would repeat the last one, which the
    // portal refuses (409) and the report shows as unexpected, rather than inventing a row.
    siguiente: () => {
      const n = Math.min(i++, o.filas.length - 1);
      const p = o.filas[n];
      return { cabeceras: { authorization: `Bearer ${o.tokens.get(p.estudianteId)}` }, cuerpo: cuerpoEnvio(p, o.cuestiones, n) };
    },
  });
}
