import "server-only";
import { z } from "zod";
import { email } from "../campos";
import { codigoCiclo } from "../ciclos/admin-schemas";
import { codigoGrupo } from "../grupos/admin-schemas";
import { codigoModuloImportado, normalizarCodigoModulo } from "../modulos/admin-schemas";
import { opcional } from "../campos";
import { erroresAsignacion, lineaAlta, type DocenteRef, type ModuloRef } from "../asignaciones/admin";
import type { FilaCsv } from "../csv";
import type { Db } from "../db";
import { eq } from "drizzle-orm";
import { cursoEscribible } from "../curso-academico/historia";
import { getCursoActual } from "../curso-academico/queries";
import { grupos, imparticiones, modulos, usuarios } from "../db/schema";
import { erroresZod, type Planificador } from "./comun";

const filaAsignacion = z.object({
  docente: email("el correo del docente"),
  grupo: codigoGrupo,
  modulo: codigoModuloImportado,
  ciclo: opcional(codigoCiclo),
});

type PlanAsignacion = { docente: DocenteRef; modulo: ModuloRef; grupo: string };

/**
 * Teaching assignments, keyed by teacher, module and group. They are only added: an existing one
 * is "sin cambios", and removing one is done on the group's page.
 */
export async function prepararAsignaciones(tx: Db): Promise<Planificador<PlanAsignacion>> {
  const docentes = new Map((await tx.select({ id: usuarios.id, email: usuarios.email, cargos: usuarios.cargos, activo: usuarios.activo }).from(usuarios)).map((u) => [u.email, u]));
  const porGrupo = new Map((await tx.select({ codigo: grupos.codigo, ciclo: grupos.ciclo, curso: grupos.curso }).from(grupos)).map((g) => [g.codigo, g]));
  const porModulo = new Map((await tx.select({ codigo: modulos.codigo, ciclo: modulos.ciclo, curso: modulos.curso, nombre: modulos.nombre }).from(modulos)).map((m) => [`${m.codigo}/${m.ciclo}`, m]));
  // This school year's (decision 067): last year's assignments are history, not «sin cambios».
  const curso = (await getCursoActual(tx)).codigo;
  const existentes = new Set((await tx.select().from(imparticiones).where(eq(imparticiones.cursoAcademico, curso))).map((i) => `${i.docenteId}|${i.modulo}|${i.ciclo}|${i.grupo}`));
  const vistas = new Map<string, number>();

  return {
    planificar({ linea, valores }: FilaCsv) {
      const r = filaAsignacion.safeParse(valores);
      const claveBruta = `${valores.docente?.trim().toLowerCase() ?? ""} · ${normalizarCodigoModulo(valores.modulo ?? "")} · ${valores.grupo?.trim().toUpperCase() ?? ""}`;
      if (!r.success) return { clave: claveBruta, errores: erroresZod(r.error) };
      const e = r.data;
      const clave = `${e.docente} · ${e.modulo} · ${e.grupo}`;
      const grupo = porGrupo.get(e.grupo);
      const ref = { docente: docentes.get(e.docente), grupo, modulo: grupo ? porModulo.get(`${e.modulo}/${grupo.ciclo}`) : undefined };
      const errores = Object.values(erroresAsignacion({ docente: `con el correo ${e.docente}`, grupo: e.grupo, modulo: e.modulo }, ref));
      if (grupo && e.ciclo && e.ciclo !== grupo.ciclo) errores.push(`El grupo ${e.grupo} es del ciclo ${grupo.ciclo}, no de ${e.ciclo}`);
      const repetida = vistas.get(clave);
      if (repetida !== undefined) errores.push(`${e.docente} ya tiene el módulo ${e.modulo} del grupo ${e.grupo} en la fila ${repetida}`);
      else vistas.set(clave, linea);
      if (errores.length) return { clave, errores };
      const docente = ref.docente!;
      const modulo = ref.modulo!;
      const existe = existentes.has(`${docente.id}|${modulo.codigo}|${modulo.ciclo}|${e.grupo}`);
      return { clave, estado: existe ? "sinCambios" : "nuevo", cambios: [], plan: { docente, modulo, grupo: e.grupo } };
    },

    async aplicar(escritura, planes) {
      await cursoEscribible(escritura, curso);
      for (let i = 0; i < planes.length; i += 1000) {
        await escritura.insert(imparticiones).values(planes.slice(i, i + 1000).map((p) => ({ docenteId: p.docente.id, modulo: p.modulo.codigo, ciclo: p.modulo.ciclo, grupo: p.grupo, cursoAcademico: curso })));
      }
      return planes.map((p) => lineaAlta(p.docente, p.modulo, p.grupo, ", por importación"));
    },
  };
}
