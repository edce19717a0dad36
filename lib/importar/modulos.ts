import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { texto, textoOpcional, entero } from "../campos";
import { codigoCiclo } from "../ciclos/admin-schemas";
import { codigoModuloImportado, cursoModulo, normalizarCodigoModulo } from "../modulos/admin-schemas";
import { opcional } from "../campos";
import { unsafeConsultaModulos } from "../modulos/admin";
import type { FilaCsv } from "../csv";
import type { Db } from "../db";
import { ciclos, departamentos, modulos } from "../db/schema";
import type { EntradaRegistro } from "../registro/registrar";
import { plegar } from "../texto";
import { diferencias } from "../usuarios/reglas";
import { erroresZod, type Planificador } from "./comun";

const filaModulo = z.object({
  codigo: codigoModuloImportado,
  ciclo: codigoCiclo,
  curso: cursoModulo,
  nombre: texto({ campo: "el nombre", max: 160 }),
  horas: opcional(entero({ campo: "el número de horas", min: 1, max: 2000 })),
  departamento: textoOpcional({ campo: "el departamento", max: 80 }),
});

type Foto = { curso: number; nombre: string; horas: number | null; departamento: string | null };
const CAMPOS: Record<keyof Foto, string> = { curso: "Curso", nombre: "Nombre", horas: "Horas", departamento: "Departamento" };

type PlanModulo = { codigo: string; ciclo: string; nuevo: boolean; antes: Foto | null; foto: Foto; departamentoId: number | null };

/**
 * Modules of existing cycles, keyed by code and cycle. Without the Horas or Departamento column
 * those values stay as they are; a change of course is refused while the module is taught.
 */
export async function prepararModulos(tx: Db, columnas: readonly string[]): Promise<Planificador<PlanModulo>> {
  const existentes = await unsafeConsultaModulos(tx);
  const porClave = new Map(existentes.map((m) => [`${m.codigo}/${m.ciclo}`, m]));
  const codigosCiclo = new Set((await tx.select({ codigo: ciclos.codigo }).from(ciclos)).map((c) => c.codigo));
  const deps = new Map((await tx.select({ id: departamentos.id, nombre: departamentos.nombre }).from(departamentos)).map((d) => [plegar(d.nombre), d]));
  const conHoras = columnas.includes("horas");
  const conDepartamento = columnas.includes("departamento");
  const vistos = new Map<string, number>();

  return {
    planificar({ linea, valores }: FilaCsv) {
      const r = filaModulo.safeParse(valores);
      const claveBruta = `${normalizarCodigoModulo(valores.codigo ?? "").toUpperCase()}/${valores.ciclo?.trim().toUpperCase() ?? ""}`;
      if (!r.success) return { clave: claveBruta, errores: erroresZod(r.error) };
      const e = r.data;
      const clave = `${e.codigo}/${e.ciclo}`;
      const errores: string[] = [];
      const repetida = vistos.get(clave);
      if (repetida !== undefined) errores.push(`El módulo ${e.codigo} del ciclo ${e.ciclo} ya aparece en la fila ${repetida}`);
      else vistos.set(clave, linea);
      if (!codigosCiclo.has(e.ciclo)) errores.push(`No existe el ciclo ${e.ciclo}: créalo en Centro › Ciclos o corrige el código`);
      const existente = porClave.get(clave);
      let departamento: { id: number; nombre: string } | null = null;
      if (conDepartamento && e.departamento) {
        departamento = deps.get(plegar(e.departamento)) ?? null;
        if (!departamento) errores.push(`No existe el departamento «${e.departamento}»`);
      } else if (!conDepartamento && existente?.departamentoId) {
        departamento = { id: existente.departamentoId, nombre: existente.departamento ?? "" };
      }
      if (existente && existente.curso !== e.curso && existente.asignaciones > 0) {
        errores.push(`No se puede cambiar el curso del módulo ${e.codigo}: tiene asignaciones de docencia en grupos de ${existente.curso}.º`);
      }
      if (errores.length) return { clave, errores };
      const foto: Foto = { curso: e.curso, nombre: e.nombre, horas: conHoras ? e.horas : (existente?.horas ?? null), departamento: departamento?.nombre ?? null };
      const antes: Foto | null = existente ? { curso: existente.curso, nombre: existente.nombre, horas: existente.horas, departamento: existente.departamento } : null;
      const cambios = diferencias(antes, foto, CAMPOS);
      return {
        clave,
        estado: !existente ? "nuevo" : cambios.length ? "cambiado" : "sinCambios",
        cambios,
        plan: { codigo: e.codigo, ciclo: e.ciclo, nuevo: !existente, antes, foto, departamentoId: departamento?.id ?? null },
      };
    },

    async aplicar(escritura, planes) {
      const valores = (p: PlanModulo) => ({ curso: p.foto.curso, nombre: p.foto.nombre, horas: p.foto.horas, departamentoId: p.departamentoId });
      const nuevos = planes.filter((p) => p.nuevo);
      for (let i = 0; i < nuevos.length; i += 500) await escritura.insert(modulos).values(nuevos.slice(i, i + 500).map((p) => ({ codigo: p.codigo, ciclo: p.ciclo, ...valores(p) })));
      for (const p of planes.filter((x) => !x.nuevo)) await escritura.update(modulos).set(valores(p)).where(and(eq(modulos.codigo, p.codigo), eq(modulos.ciclo, p.ciclo)));
      return planes.map(
        (p): EntradaRegistro => ({
          accion: p.nuevo ? "crear" : "modificar",
          entidad: "modulo",
          clave: `${p.codigo}/${p.ciclo}`,
          resumen: `${p.nuevo ? "Alta del" : "Cambios en el"} módulo ${p.codigo} (${p.foto.nombre}) de ${p.ciclo}, por importación.`,
          antes: p.antes,
          despues: p.foto,
        }),
      );
    },
  };
}
