import "server-only";
import type { ConCargos } from "../acceso/cargos";
import { asc, eq } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { cuenta, cuentasPor } from "../db/cuentas";
import { ciclos, grupos, modulos } from "../db/schema";
import { conflicto, noEncontrado } from "../errors";
import { registrar } from "../registro/registrar";
import { autorDe, eliminarConRegistro, exigirAdmin, type Admin, transaccionAdmin } from "../centro/admin-comun";
import type { CicloEntrada } from "./admin-schemas";

export type CicloAdmin = { codigo: string; nombre: string; familia: string; modulos: number; grupos: number };

export async function listCiclosAdmin(user: ConCargos, db?: Db): Promise<CicloAdmin[]> {
  exigirAdmin(user);
  const d = db ?? (await getDb());
  const deModulos = cuentasPor(d, "modulos_del_ciclo", { ciclo: modulos.ciclo }, modulos);
  const deGrupos = cuentasPor(d, "grupos_del_ciclo", { ciclo: grupos.ciclo }, grupos);
  return d
    .select({ codigo: ciclos.codigo, nombre: ciclos.nombre, familia: ciclos.familia, modulos: cuenta(deModulos), grupos: cuenta(deGrupos) })
    .from(ciclos)
    .leftJoin(deModulos, eq(deModulos.ciclo, ciclos.codigo))
    .leftJoin(deGrupos, eq(deGrupos.ciclo, ciclos.codigo))
    .orderBy(asc(ciclos.codigo));
}

type Estado = { nombre: string; familia: string };

async function leer(tx: Db, codigo: string): Promise<Estado> {
  const [c] = await tx.select({ nombre: ciclos.nombre, familia: ciclos.familia }).from(ciclos).where(eq(ciclos.codigo, codigo)).for("update");
  if (!c) throw noEncontrado(`No existe el ciclo ${codigo}.`);
  return c;
}

const yaExiste = (codigo: string) => conflicto(`Ya existe el ciclo ${codigo}.`, { codigo: ["Ya existe un ciclo con este código"] });

export async function crearCiclo(user: Admin, e: CicloEntrada, db?: Db): Promise<void> {
  await transaccionAdmin(
    user,
    db,
    async (tx) => {
    const [otro] = await tx.select({ codigo: ciclos.codigo }).from(ciclos).where(eq(ciclos.codigo, e.codigo));
    if (otro) throw yaExiste(e.codigo);
    await tx.insert(ciclos).values(e);
    await registrar(tx, autorDe(user), { accion: "crear", entidad: "ciclo", clave: e.codigo, resumen: `Alta del ciclo ${e.codigo} (${e.nombre}).`, despues: { nombre: e.nombre, familia: e.familia } });
    }, (r) => (r === "ciclos_pkey" ? yaExiste(e.codigo) : null),
  );
}

/** Name and family; the code is the cycle's identity (modules, groups and requests hang from it). */
export async function actualizarCiclo(user: Admin, e: CicloEntrada, db?: Db): Promise<{ cambiado: boolean }> {
  return transaccionAdmin(user, db, async (tx) => {
    const antes = await leer(tx, e.codigo);
    if (antes.nombre === e.nombre && antes.familia === e.familia) return { cambiado: false };
    await tx.update(ciclos).set({ nombre: e.nombre, familia: e.familia }).where(eq(ciclos.codigo, e.codigo));
    await registrar(tx, autorDe(user), { accion: "modificar", entidad: "ciclo", clave: e.codigo, resumen: `Cambios en el ciclo ${e.codigo}.`, antes, despues: { nombre: e.nombre, familia: e.familia } });
    return { cambiado: true };
  });
}

/** Refused while it has modules, groups or convalidation requests. */
export async function eliminarCiclo(user: Admin, codigo: string, db?: Db): Promise<void> {
  await eliminarConRegistro(user, db, {
    tabla: "ciclos",
    clave: { codigo },
    leer: (tx) => leer(tx, codigo),
    queEs: () => `el ciclo ${codigo}`,
    borrar: (tx) => tx.delete(ciclos).where(eq(ciclos.codigo, codigo)),
    linea: (antes) => ({ accion: "eliminar", entidad: "ciclo", clave: codigo, resumen: `Baja del ciclo ${codigo} (${antes.nombre}).`, antes }),
  });
}
