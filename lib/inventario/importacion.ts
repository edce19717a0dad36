import { getDb, type Db } from "../db";
import { AppError, invalido } from "../errors";
import { apuntarCodigosManuales, bloquearContador, reservarCodigos } from "./codigos";
import { leerCsvArticulos } from "./csv";
import { cargarCatalogo, departamentoParaAltas, escribirPlan, exigirMotivoSiBaja, insertarAltas, leerEstado, peticionDe, planificar, resolverNombres, type Alta, type Autor, type Plan } from "./escritura";
import { unsafeListCodigosOcupados, type Alcance } from "./queries";
import { erroresFormulario } from "./reglas";
import { articuloEntradaSchema } from "./schemas";

export type InformeImportacion = {
  simulacion: boolean;
  importado: boolean;
  filas: number;
  nuevos: number;
  modificados: number;
  sinCambios: number;
  errores: { fila: number; mensajes: string[] }[];
};

/** Thrown inside the import transaction to roll it back and hand the report out. */
class Deshacer extends Error {
  constructor(public readonly informe: InformeImportacion) {
    super("deshacer");
  }
}

/**
 * Imports a CSV of articles into the jefatura's department: rows with a code of the department
 * update that article, rows with a free code or none add one. Every row is checked first, with the
 * same rules as the form; if any row is wrong nothing is written and the report lists each bad
 * row. A file that cannot be read as the inventory's CSV is refused whole (422). `simular` checks
 * and reports without writing (dry run).
 */
export async function importarArticulos(user: Autor, csv: string | Uint8Array, opciones: { simular: boolean }, db?: Db): Promise<InformeImportacion> {
  const d = db ?? (await getDb());
  const departamentoId = await departamentoParaAltas(user, d);
  const informe: InformeImportacion = { simulacion: opciones.simular, importado: false, filas: 0, nuevos: 0, modificados: 0, sinCambios: 0, errores: [] };
  const lectura = leerCsvArticulos(csv);
  // About the file, not its first row: the form and the API show the message as it is, as the
  // administration's imports do.
  if (!lectura.ok) throw invalido(lectura.mensaje);
  informe.filas = lectura.filas.length;
  const tieneBaja = lectura.columnas.includes("fechabaja");
  // What the reader itself found (a cell too many, a formula) is reported with the row's own errors.
  const delLector = new Map<number, string[]>();
  for (const e of lectura.errores) delLector.set(e.linea, [...(delLector.get(e.linea) ?? []), e.mensaje]);
  // Every row is validated before anything is looked up: only codes within the range reach SQL.
  const leidas = lectura.filas.map(({ linea: fila, valores }) => {
    const bruto: Record<string, unknown> = { ...valores };
    if (!tieneBaja) delete bruto.fechabaja;
    return { fila, bruto, r: articuloEntradaSchema.safeParse(bruto) };
  });

  try {
    return await d.transaction(async (tx) => {
      // Take the counter's lock first: no other article can be added while this import decides.
      await bloquearContador(tx);
      const cat = await cargarCatalogo(tx);
      const alcance: Alcance = { todos: false, departamentoId };

      const explicitos = [...new Set(leidas.flatMap(({ r }) => (r.success && r.data.codigo !== undefined ? [r.data.codigo] : [])))];
      const existentes = new Map((await unsafeListCodigosOcupados(explicitos, tx)).map((o) => [o.codigo, o]));

      const vistos = new Map<number, number>();
      const altas: (Omit<Alta, "codigo"> & { codigo?: number })[] = [];
      const planes: Plan[] = [];
      for (const { fila, bruto, r } of leidas) {
        const previos = delLector.get(fila) ?? [];
        if (!r.success) {
          informe.errores.push({ fila, mensajes: [...new Set([...previos, ...Object.values(erroresFormulario(r.error, bruto).fieldErrors).flat()])] });
          continue;
        }
        const e = r.data;
        const mensajes: string[] = [...previos];
        const res = resolverNombres(cat, e);
        if (!res.ok) mensajes.push(...Object.values(res.fieldErrors).flat());
        if (e.codigo !== undefined) {
          const otra = vistos.get(e.codigo);
          if (otra !== undefined) mensajes.push(`El código ${e.codigo} ya aparece en la fila ${otra}.`);
          else vistos.set(e.codigo, fila);
          const ex = existentes.get(e.codigo);
          if (ex && ex.departamentoId !== departamentoId) mensajes.push(`${ex.mensaje}.`);
        }
        if (mensajes.length || !res.ok) {
          informe.errores.push({ fila, mensajes });
          continue;
        }
        const peticion = peticionDe(e, res.ids);
        try {
          if (e.codigo !== undefined && existentes.has(e.codigo)) {
            const plan = planificar(user, await leerEstado(tx, alcance, e.codigo, !opciones.simular), peticion);
            planes.push(plan);
            if (plan.cambios.length) informe.modificados++;
            else informe.sinCambios++;
          } else {
            exigirMotivoSiBaja(e);
            altas.push({ codigo: e.codigo, departamentoId, peticion });
            informe.nuevos++;
          }
        } catch (err) {
          if (err instanceof AppError) informe.errores.push({ fila, mensajes: [err.message] });
          else throw err;
        }
      }

      if (informe.errores.length > 0 || opciones.simular) throw new Deshacer(informe);

      await apuntarCodigosManuales(tx, altas.flatMap((a) => (a.codigo === undefined ? [] : [a.codigo])));
      const sinCodigo = altas.filter((a) => a.codigo === undefined);
      const codigos = await reservarCodigos(tx, sinCodigo.length);
      sinCodigo.forEach((a, i) => (a.codigo = codigos[i]));
      await insertarAltas(tx, user, altas as Alta[]);
      for (const plan of planes) await escribirPlan(tx, user, plan);
      return { ...informe, importado: true };
    });
  } catch (e) {
    if (e instanceof Deshacer) return e.informe;
    throw e;
  }
}
