import "server-only";
import type { ConCargos } from "../acceso/cargos";
import { and, asc, eq, or } from "drizzle-orm";
import { ciclosColumna, type CicloCatalogo } from "../ciclos/queries";
import { getDb, type Db } from "../db";
import { cuenta, cuentasPor } from "../db/cuentas";
import { enUnaFila } from "../db/fila";
import { ciclos, departamentos, imparticiones, modulos } from "../db/schema";
import { imparticionVigente } from "../curso-academico/historia";
import { conflicto, invalido, noEncontrado } from "../errors";
import { registrar } from "../registro/registrar";
import { contieneSql } from "../texto";
import { autorDe, eliminarConRegistro, exigirAdmin, type Admin, transaccionAdmin } from "../centro/admin-comun";
import type { ModuloEntrada } from "./admin-schemas";
import { departamentosColumna, type OpcionDepartamento } from "../departamentos/admin";

export type ModuloAdmin = {
  codigo: string;
  ciclo: string;
  curso: number;
  nombre: string;
  horas: number | null;
  departamentoId: number | null;
  departamento: string | null;
  asignaciones: number;
};

/** Unscoped: modules with their department's name and how many assignments they have (lib/db/cuentas.ts). */
export function unsafeConsultaModulos(d: Db) {
  const asignaciones = cuentasPor(d, "asignaciones_del_modulo", { modulo: imparticiones.modulo, ciclo: imparticiones.ciclo }, imparticiones, { donde: imparticionVigente() });
  return d
    .select({
      codigo: modulos.codigo,
      ciclo: modulos.ciclo,
      curso: modulos.curso,
      nombre: modulos.nombre,
      horas: modulos.horas,
      departamentoId: modulos.departamentoId,
      departamento: departamentos.nombre,
      asignaciones: cuenta(asignaciones),
    })
    .from(modulos)
    .leftJoin(departamentos, eq(departamentos.id, modulos.departamentoId))
    .leftJoin(asignaciones, and(eq(asignaciones.modulo, modulos.codigo), eq(asignaciones.ciclo, modulos.ciclo)));
}

/**
 * Modules shown per page at /admin/centro/modulos: each row carries its edit form, and a large
 * centre's 160 forms on one page made it the slowest page of the bench (bench/historial/issue-15-y-siguientes.md).
 */
export const POR_PAGINA_MODULOS = 25;

/** Modules by cycle, course and name; `q` looks in the code and the name. */
export async function listModulosAdmin(user: ConCargos, filtro: { ciclo?: string; q?: string } = {}, db?: Db): Promise<ModuloAdmin[]> {
  exigirAdmin(user);
  const d = db ?? (await getDb());
  return unsafeConsultaModulos(d)
    .where(and(filtro.ciclo ? eq(modulos.ciclo, filtro.ciclo) : undefined, filtro.q ? or(contieneSql(modulos.codigo, filtro.q), contieneSql(modulos.nombre, filtro.q)) : undefined))
    .orderBy(asc(modulos.ciclo), asc(modulos.curso), asc(modulos.nombre));
}

export type OpcionesModulo = { ciclos: CicloCatalogo[]; departamentos: OpcionDepartamento[] };

/**
 * What a module can be put in, for the selects of the modules page: the cycles and the departments
 * in one statement, without the counts their admin lists carry. Admins only.
 */
export async function getOpcionesModulo(user: ConCargos, db?: Db): Promise<OpcionesModulo> {
  exigirAdmin(user);
  return enUnaFila({ ciclos: ciclosColumna(), departamentos: departamentosColumna(user) }, db);
}

export async function getModuloAdmin(user: ConCargos, codigo: string, ciclo: string, db?: Db): Promise<ModuloAdmin> {
  exigirAdmin(user);
  const d = db ?? (await getDb());
  const [m] = await unsafeConsultaModulos(d).where(and(eq(modulos.codigo, codigo), eq(modulos.ciclo, ciclo)));
  if (!m) throw noEncontrado(`No existe el módulo ${codigo} del ciclo ${ciclo}.`);
  return m;
}

/** What the audit log keeps of a module. */
type Estado = { curso: number; nombre: string; horas: number | null; departamento: string | null };

async function nombreDepartamento(tx: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [dep] = await tx.select({ nombre: departamentos.nombre }).from(departamentos).where(eq(departamentos.id, id));
  if (!dep) throw invalido("El departamento elegido no existe.", { departamentoId: ["Elige un departamento de la lista"] });
  return dep.nombre;
}

async function leer(tx: Db, codigo: string, ciclo: string): Promise<{ estado: Estado; departamentoId: number | null }> {
  const [m] = await tx
    .select({ curso: modulos.curso, nombre: modulos.nombre, horas: modulos.horas, departamentoId: modulos.departamentoId })
    .from(modulos)
    .where(and(eq(modulos.codigo, codigo), eq(modulos.ciclo, ciclo)))
    .for("update");
  if (!m) throw noEncontrado(`No existe el módulo ${codigo} del ciclo ${ciclo}.`);
  return { estado: { curso: m.curso, nombre: m.nombre, horas: m.horas, departamento: await nombreDepartamento(tx, m.departamentoId) }, departamentoId: m.departamentoId };
}

const etiqueta = (codigo: string, ciclo: string) => `${codigo}/${ciclo}`;
const yaExiste = (codigo: string, ciclo: string) => conflicto(`Ya existe el módulo ${codigo} en el ciclo ${ciclo}.`, { codigo: ["Ya existe un módulo con este código en el ciclo"] });

export async function crearModulo(user: Admin, e: ModuloEntrada, db?: Db): Promise<void> {
  await transaccionAdmin(
    user,
    db,
    async (tx) => {
    const [c] = await tx.select({ codigo: ciclos.codigo }).from(ciclos).where(eq(ciclos.codigo, e.ciclo));
    if (!c) throw invalido(`No existe el ciclo ${e.ciclo}.`, { ciclo: ["Elige un ciclo de la lista"] });
    const [otro] = await tx.select({ codigo: modulos.codigo }).from(modulos).where(and(eq(modulos.codigo, e.codigo), eq(modulos.ciclo, e.ciclo)));
    if (otro) throw yaExiste(e.codigo, e.ciclo);
    const departamento = await nombreDepartamento(tx, e.departamentoId);
    await tx.insert(modulos).values(e);
    await registrar(tx, autorDe(user), {
      accion: "crear",
      entidad: "modulo",
      clave: etiqueta(e.codigo, e.ciclo),
      resumen: `Alta del módulo ${e.codigo} (${e.nombre}) en ${e.curso}.º de ${e.ciclo}.`,
      despues: { curso: e.curso, nombre: e.nombre, horas: e.horas, departamento } satisfies Estado,
    });
    }, (r) => (r === "modulos_codigo_ciclo_pk" ? yaExiste(e.codigo, e.ciclo) : null),
  );
}

/**
 * Saves a module (code and cycle are its identity). Its course cannot change while it is taught to
 * a group: the group belongs to the old course.
 */
export async function actualizarModulo(user: Admin, e: ModuloEntrada, db?: Db): Promise<{ cambiado: boolean }> {
  return transaccionAdmin(user, db, async (tx) => {
    const { estado: antes, departamentoId } = await leer(tx, e.codigo, e.ciclo);
    const departamento = await nombreDepartamento(tx, e.departamentoId);
    const despues: Estado = { curso: e.curso, nombre: e.nombre, horas: e.horas, departamento };
    if (antes.curso === e.curso && antes.nombre === e.nombre && antes.horas === e.horas && departamentoId === e.departamentoId) return { cambiado: false };
    if (antes.curso !== e.curso) {
      const n = await tx.$count(imparticiones, and(eq(imparticiones.modulo, e.codigo), eq(imparticiones.ciclo, e.ciclo)));
      if (n > 0) throw conflicto(`No se puede cambiar el curso: el módulo tiene ${n} ${n === 1 ? "asignación" : "asignaciones"} de docencia en grupos de ${antes.curso}.º. Quítalas antes.`, { curso: ["Tiene asignaciones de docencia en grupos de este curso"] });
    }
    await tx.update(modulos).set({ curso: e.curso, nombre: e.nombre, horas: e.horas, departamentoId: e.departamentoId }).where(and(eq(modulos.codigo, e.codigo), eq(modulos.ciclo, e.ciclo)));
    await registrar(tx, autorDe(user), { accion: "modificar", entidad: "modulo", clave: etiqueta(e.codigo, e.ciclo), resumen: `Cambios en el módulo ${e.codigo} (${e.nombre}) de ${e.ciclo}.`, antes, despues });
    return { cambiado: true };
  });
}

/** Refused while it is taught, has students, is in a timetable, a survey or a request. */
export async function eliminarModulo(user: Admin, codigo: string, ciclo: string, db?: Db): Promise<void> {
  await eliminarConRegistro(user, db, {
    tabla: "modulos",
    clave: { codigo, ciclo },
    leer: async (tx) => (await leer(tx, codigo, ciclo)).estado,
    queEs: (antes) => `el módulo ${codigo} (${antes.nombre}) de ${ciclo}`,
    borrar: (tx) => tx.delete(modulos).where(and(eq(modulos.codigo, codigo), eq(modulos.ciclo, ciclo))),
    linea: (antes) => ({ accion: "eliminar", entidad: "modulo", clave: etiqueta(codigo, ciclo), resumen: `Baja del módulo ${codigo} (${antes.nombre}) de ${ciclo}.`, antes }),
  });
}
