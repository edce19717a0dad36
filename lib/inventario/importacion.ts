import { getDb, type Db } from "../db";
import { AppError } from "../errors";
import { importarArchivo, juzgarPorFilas, type OpcionesImportacion } from "../importar/proceso";
import type { Informe } from "../importar/tipos";
import { apuntarCodigosManuales, bloquearContador, reservarCodigos } from "./codigos";
import { leerCsvArticulos } from "./csv";
import { cargarCatalogo, departamentoParaAltas, escribirPlan, exigirMotivoSiBaja, insertarAltas, leerEstado, peticionDe, planificar, resolverNombres, type Alta, type Autor, type Plan } from "./escritura";
import { alcanceInventario, unsafeListCodigosOcupados, type Alcance } from "./queries";
import { diferencias, erroresFormulario, ETIQUETAS_CAMPO, type Cambio } from "./reglas";
import { articuloEntradaSchema } from "./schemas";

/** The inventory import adds nothing of its own to the one report. */
export type InformeImportacion = Informe<Record<never, never>>;

type PlanArticulo = { alta: Omit<Alta, "codigo"> & { codigo?: number } } | { plan: Plan };

/** The changes with their Spanish labels, as every import's report shows them. */
const etiquetados = (cambios: Cambio[]) => cambios.map((c) => ({ ...c, campo: ETIQUETAS_CAMPO[c.campo as keyof typeof ETIQUETAS_CAMPO] ?? c.campo }));

/**
 * Imports a CSV of articles into the jefatura's department, through the import pipeline
 * (lib/importar/proceso.ts): rows with a code of the department update that article, rows with a
 * free code or none add one. Every row is checked first with the same rules as the form; if any
 * row is wrong nothing is written and the report lists each bad row. `simular` checks and reports
 * without writing (the preview).
 */
export async function importarArticulos(user: Autor & { email: string }, csv: string | Uint8Array, opciones: Omit<OpcionesImportacion, "elecciones">, db?: Db): Promise<InformeImportacion> {
  const d = db ?? (await getDb());
  const departamentoId = await departamentoParaAltas(user, d);
  return importarArchivo<PlanArticulo, Record<never, never>>(
    {
      tipo: "inventario",
      nombre: "artículos del inventario",
      leer: leerCsvArticulos,
      async juzgar(tx, lectura, { simular }) {
        // The counter's lock first: no other article can be added while this import decides.
        if (!simular) await bloquearContador(tx);
        const tieneBaja = lectura.columnas.includes("fechabaja");
        // Every row is validated before anything is looked up: only codes within the range reach SQL.
        const leidas = new Map(
          lectura.filas.map(({ linea, valores }) => {
            const bruto: Record<string, unknown> = { ...valores };
            if (!tieneBaja) delete bruto.fechabaja;
            return [linea, { bruto, r: articuloEntradaSchema.safeParse(bruto) }];
          }),
        );
        const cat = await cargarCatalogo(tx);
        const alcance: Alcance = { todos: false, departamentoId };
        const explicitos = [...new Set([...leidas.values()].flatMap(({ r }) => (r.success && r.data.codigo !== undefined ? [r.data.codigo] : [])))];
        const existentes = new Map((await unsafeListCodigosOcupados(explicitos, await alcanceInventario(user, tx), tx)).map((o) => [o.codigo, o]));
        const vistos = new Map<number, number>();

        return juzgarPorFilas<PlanArticulo, Record<never, never>>(
          {
            async planificar({ linea }) {
              const { bruto, r } = leidas.get(linea)!;
              const clave = String(bruto.codigo || bruto.nombre || "");
              if (!r.success) return { clave, errores: Object.values(erroresFormulario(r.error, bruto).fieldErrors).flat() };
              const e = r.data;
              const errores: string[] = [];
              const res = resolverNombres(cat, e);
              if (!res.ok) errores.push(...Object.values(res.fieldErrors).flat());
              if (e.codigo !== undefined) {
                const otra = vistos.get(e.codigo);
                if (otra !== undefined) errores.push(`El código ${e.codigo} ya aparece en la fila ${otra}.`);
                else vistos.set(e.codigo, linea);
                const ex = existentes.get(e.codigo);
                if (ex && ex.departamentoId !== departamentoId) errores.push(`${ex.mensaje}.`);
              }
              if (errores.length || !res.ok) return { clave, errores };
              const peticion = peticionDe(e, res.ids);
              try {
                if (e.codigo !== undefined && existentes.has(e.codigo)) {
                  const plan = planificar(user, await leerEstado(tx, alcance, e.codigo, !simular), peticion);
                  return { clave: String(e.codigo), estado: plan.cambios.length ? "cambiado" : "sinCambios", cambios: etiquetados(plan.cambios), plan: { plan } };
                }
                exigirMotivoSiBaja(e);
                const nuevo = { ...peticion, fechabaja: peticion.fechabaja ?? null, motivoBaja: peticion.fechabaja ? (peticion.motivoBaja ?? null) : null };
                return { clave: e.codigo === undefined ? e.nombre : String(e.codigo), estado: "nuevo", cambios: etiquetados(diferencias(null, nuevo)), plan: { alta: { codigo: e.codigo, departamentoId, peticion } } };
              } catch (err) {
                if (err instanceof AppError) return { clave, errores: [err.message] };
                throw err;
              }
            },
            extra: () => ({}),
          },
          lectura,
        );
      },
      async aplicar(tx, planes) {
        const altas = planes.flatMap((p) => ("alta" in p ? [p.alta] : []));
        await apuntarCodigosManuales(tx, altas.flatMap((a) => (a.codigo === undefined ? [] : [a.codigo])));
        const sinCodigo = altas.filter((a) => a.codigo === undefined);
        const codigos = await reservarCodigos(tx, sinCodigo.length);
        sinCodigo.forEach((a, i) => (a.codigo = codigos[i]));
        await insertarAltas(tx, user, altas as Alta[]);
        for (const p of planes) if ("plan" in p) await escribirPlan(tx, user, p.plan);
        // Each article keeps its own history (historial_articulos); the change log gets the summary.
        return { lineas: [] };
      },
    },
    { id: user.id, nombre: user.nombre, apellidos: user.apellidos, email: user.email },
    csv,
    opciones,
    d,
  );
}
