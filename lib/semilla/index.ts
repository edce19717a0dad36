import { type AnyColumn, and, eq, inArray, or, sql } from "drizzle-orm";
import { SEMILLAS_AREAS } from "./areas";
import type { Db } from "../db/client";
import { cursoEscribible } from "../curso-academico/historia";
import {
  aulas,
  ciclos,
  departamentos,
  grupoEstudiantes,
  grupos,
  tutorias,
  imparticiones,
  matriculasModulo,
  modulos,
  usuarios,
} from "../db/schema";
import { buildDemoCentre, tipoAulaDemo, type DemoAccounts } from "./demo-centre";

export { demoAccounts, DEPARTAMENTOS_DEMO, type DemoAccounts } from "./demo-centre";

const TABLAS = {
  departamentos,
  usuarios,
  ciclos,
  modulos,
  grupos,
  grupoEstudiantes,
  imparticiones,
  matriculasModulo,
  aulas,
} as const;

export type TablaSembrada = keyof typeof TABLAS;

export type SeedSummary = {
  domain: string;
  accounts: DemoAccounts;
  /** Rows in each table after seeding (demo rows plus anything else already there). */
  counts: Record<TablaSembrada, number>;
  /** Rows this run added; all zero when the demo centre was already there. */
  created: Record<TablaSembrada, number>;
};

/** `excluded.<column>` for upserts: take the incoming value. */
const excluded = (columna: AnyColumn) => sql.raw(`excluded."${columna.name}"`);

/** One query after another: inside a transaction node-postgres has a single connection to queue on. */
async function contarFilas(db: Db): Promise<Record<TablaSembrada, number>> {
  const cuentas = {} as Record<TablaSembrada, number>;
  for (const t of Object.keys(TABLAS) as TablaSembrada[]) cuentas[t] = await db.$count(TABLAS[t]);
  return cuentas;
}

/**
 * Loads the demo centre (see demo-centre.ts) for a mail domain, in one transaction.
 *
 * Idempotent: every row is upserted on its natural key (email, cycle code, department and room
 * name, composite keys), so seeding again adds nothing and puts the demo rows back to their
 * demo values (e.g. re-activates a fixed account an end-to-end test changed). Rows that are not
 * part of the demo are left alone. This is an `unsafe…`-style operation: it skips user scoping.
 */
export async function seedDemo(db: Db, opts: { domain: string }): Promise<SeedSummary> {
  const demo = buildDemoCentre(opts.domain);

  return db.transaction(async (tx) => {
    const antes = await contarFilas(tx);

    await tx
      .insert(departamentos)
      .values(demo.departamentos.map((d) => ({ nombre: d.nombre })))
      .onConflictDoNothing({ target: departamentos.nombre });
    const filasDep = await tx
      .select({ id: departamentos.id, nombre: departamentos.nombre })
      .from(departamentos)
      .where(inArray(departamentos.nombre, demo.departamentos.map((d) => d.nombre)));
    const departamentoId = new Map(filasDep.map((d) => [d.nombre, d.id]));
    const idDepartamento = (nombre: string) => {
      const id = departamentoId.get(nombre);
      if (id === undefined) throw new Error(`Departamento no encontrado tras insertarlo: ${nombre}`);
      return id;
    };

    await tx
      .insert(usuarios)
      .values(
        demo.usuarios.map(({ departamento, ...u }) => ({
          ...u,
          departamentoId: departamento ? idDepartamento(departamento) : null,
          // Only accounts of the demo centre may use the demo sign-in (lib/auth/options.ts).
          demo: true,
        })),
      )
      .onConflictDoUpdate({
        target: usuarios.email,
        set: {
          nombre: excluded(usuarios.nombre),
          apellidos: excluded(usuarios.apellidos),
          cargos: excluded(usuarios.cargos),
          activo: excluded(usuarios.activo),
          codigo: excluded(usuarios.codigo),
          imageUrl: excluded(usuarios.imageUrl),
          departamentoId: excluded(usuarios.departamentoId),
          // Re-seeding marks the demo accounts of a database seeded before the flag existed. The
          // seed already rewrites these accounts whole, and AUTH_DEMO=1 cannot run next to a real
          // sign-in provider (lib/env.ts), so a real account is never offered for demo sign-in.
          demo: excluded(usuarios.demo),
        },
      });
    const filasUsu = await tx
      .select({ id: usuarios.id, email: usuarios.email })
      .from(usuarios)
      .where(inArray(usuarios.email, demo.usuarios.map((u) => u.email)));
    const usuarioId = new Map(filasUsu.map((u) => [u.email, u.id]));
    const idUsuario = (email: string) => {
      const id = usuarioId.get(email);
      if (id === undefined) throw new Error(`Usuario no encontrado tras insertarlo: ${email}`);
      return id;
    };

    // jefe_id is unique and checked row by row: clear the demo heads first so that moving a head
    // between departments (or a head changed by hand) never collides halfway through.
    const jefes = demo.departamentos.map((d) => idUsuario(d.jefe));
    await tx.update(departamentos).set({ jefeId: null }).where(inArray(departamentos.jefeId, jefes));
    for (const d of demo.departamentos) {
      await tx
        .update(departamentos)
        .set({ jefeId: idUsuario(d.jefe) })
        .where(eq(departamentos.id, idDepartamento(d.nombre)));
    }

    await tx
      .insert(ciclos)
      .values(demo.ciclos)
      .onConflictDoUpdate({ target: ciclos.codigo, set: { nombre: excluded(ciclos.nombre), familia: excluded(ciclos.familia) } });

    await tx
      .insert(modulos)
      .values(demo.modulos.map(({ departamento, ...m }) => ({ ...m, departamentoId: idDepartamento(departamento) })))
      .onConflictDoUpdate({
        target: [modulos.codigo, modulos.ciclo],
        set: {
          curso: excluded(modulos.curso),
          nombre: excluded(modulos.nombre),
          departamentoId: excluded(modulos.departamentoId),
          // A database seeded before the demo had hours gets them; hours an admin set are kept.
          horas: sql`coalesce(${modulos.horas}, excluded.horas)`,
        },
      });

    await tx
      .insert(grupos)
      .values(demo.grupos.map((g) => ({ codigo: g.codigo, ciclo: g.ciclo, curso: g.curso })))
      .onConflictDoUpdate({ target: grupos.codigo, set: { ciclo: excluded(grupos.ciclo), curso: excluded(grupos.curso) } });

    // Groups, tutorías, assignments and enrolments are the current school year's (decision 067).
    const curso = await cursoEscribible(tx as unknown as Db);
    // Same reason as for jefe_id: a tutor is unique across groups (of the year).
    const tutores = demo.grupos.map((g) => idUsuario(g.tutor));
    await tx.delete(tutorias).where(and(eq(tutorias.cursoAcademico, curso), or(inArray(tutorias.tutorId, tutores), inArray(tutorias.grupo, demo.grupos.map((g) => g.codigo)))));
    await tx.insert(tutorias).values(demo.grupos.map((g) => ({ grupo: g.codigo, cursoAcademico: curso, tutorId: idUsuario(g.tutor) })));

    await tx
      .insert(grupoEstudiantes)
      .values(demo.grupoEstudiantes.map((ge) => ({ estudianteId: idUsuario(ge.estudiante), grupo: ge.grupo, cursoAcademico: curso })))
      .onConflictDoUpdate({ target: [grupoEstudiantes.estudianteId, grupoEstudiantes.cursoAcademico], set: { grupo: excluded(grupoEstudiantes.grupo) } });

    // Teaching assignments and enrolments are only added: a teacher may have enrolled a demo
    // student in another module, and re-seeding should not undo it.
    await tx
      .insert(imparticiones)
      .values(demo.imparticiones.map((i) => ({ docenteId: idUsuario(i.docente), modulo: i.modulo, ciclo: i.ciclo, grupo: i.grupo, cursoAcademico: curso })))
      .onConflictDoNothing();
    await tx
      .insert(matriculasModulo)
      .values(demo.matriculas.map((m) => ({ estudianteId: idUsuario(m.estudiante), modulo: m.modulo, ciclo: m.ciclo, cursoAcademico: curso })))
      .onConflictDoNothing();

    await tx
      .insert(aulas)
      .values(demo.aulas.map((nombre) => ({ nombre, ...tipoAulaDemo(nombre) })))
      .onConflictDoNothing({ target: aulas.nombre });

    for (const { sembrar } of SEMILLAS_AREAS) await sembrar(tx as unknown as Db, { domain: demo.domain });

    const despues = await contarFilas(tx);
    const created = Object.fromEntries(
      (Object.keys(TABLAS) as TablaSembrada[]).map((t) => [t, despues[t] - antes[t]]),
    ) as Record<TablaSembrada, number>;
    return { domain: demo.domain, accounts: demo.accounts, counts: despues, created };
  });
}
