import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db";
import { articulos, aulas, categoriasInventario, contadorArticulos, departamentos, historialArticulos, subcategoriasInventario, usuarios } from "../db/schema";
import type { ContextoSemilla } from "../semilla/demo-centre";
import { demoAccounts, DEPARTAMENTOS_DEMO } from "../semilla/demo-centre";
import { diferencias } from "./reglas";

/** Categories › subcategories; two without subcategories, so the form shows both cases. */
export const CATEGORIAS_DEMO: Record<string, string[]> = {
  Informática: ["Ordenador", "Portátil", "Monitor", "Impresora", "Switch", "Router", "Servidor"],
  Mobiliario: ["Mesa", "Silla", "Armario", "Estantería", "Pizarra"],
  Laboratorio: ["Balanza", "pH-metro", "Espectrofotómetro", "Microscopio", "Estufa", "Centrífuga", "Campana extractora", "Agitador magnético"],
  "Electricidad y electrónica": ["Polímetro", "Osciloscopio", "Fuente de alimentación", "Entrenador de automatismos", "Autómata programable"],
  Audiovisuales: ["Proyector", "Pantalla de proyección", "Altavoces", "Panel interactivo"],
  Herramientas: [],
  Otros: [],
};

type Plantilla = { nombre: string; modelo: string; categoria: string; subcategoria?: string; cuantos?: number };

const AULA_TEORIA: Plantilla[] = [
  { nombre: "Mesa del profesor", modelo: "Mesa de melamina 160 × 80 cm", categoria: "Mobiliario", subcategoria: "Mesa" },
  { nombre: "Silla del profesor", modelo: "Silla giratoria con ruedas", categoria: "Mobiliario", subcategoria: "Silla" },
  { nombre: "Pizarra blanca", modelo: "Pizarra vitrificada 300 × 120 cm", categoria: "Mobiliario", subcategoria: "Pizarra" },
  { nombre: "Armario de dos puertas", modelo: "Armario metálico con llave", categoria: "Mobiliario", subcategoria: "Armario" },
  { nombre: "Ordenador del profesor", modelo: "HP ProDesk 400 G7", categoria: "Informática", subcategoria: "Ordenador" },
  { nombre: "Monitor del profesor", modelo: "Dell P2422H 24\"", categoria: "Informática", subcategoria: "Monitor" },
  { nombre: "Proyector", modelo: "Epson EB-W51", categoria: "Audiovisuales", subcategoria: "Proyector" },
  { nombre: "Pantalla de proyección", modelo: "Pantalla enrollable 200 × 150 cm", categoria: "Audiovisuales", subcategoria: "Pantalla de proyección" },
];

const AULA_INFORMATICA: Plantilla[] = [
  ...AULA_TEORIA,
  { nombre: "Ordenador de alumno", modelo: "Lenovo ThinkCentre M70s", categoria: "Informática", subcategoria: "Ordenador", cuantos: 14 },
  { nombre: "Monitor de alumno", modelo: "Lenovo ThinkVision T24i", categoria: "Informática", subcategoria: "Monitor", cuantos: 14 },
  { nombre: "Switch del aula", modelo: "TP-Link TL-SG1024D, 24 puertos", categoria: "Informática", subcategoria: "Switch" },
  { nombre: "Impresora láser", modelo: "Brother HL-L2350DW", categoria: "Informática", subcategoria: "Impresora" },
  { nombre: "Caja de herramientas de montaje", modelo: "Destornilladores de precisión y pulsera antiestática", categoria: "Herramientas" },
];

const LAB_QUIMICA: Plantilla[] = [
  { nombre: "Balanza analítica", modelo: "Sartorius Entris II, 0,1 mg", categoria: "Laboratorio", subcategoria: "Balanza", cuantos: 3 },
  { nombre: "Balanza granataria", modelo: "Ohaus Scout, 0,01 g", categoria: "Laboratorio", subcategoria: "Balanza", cuantos: 2 },
  { nombre: "pH-metro de sobremesa", modelo: "Crison Basic 20", categoria: "Laboratorio", subcategoria: "pH-metro", cuantos: 4 },
  { nombre: "Microscopio óptico", modelo: "Olympus CX23", categoria: "Laboratorio", subcategoria: "Microscopio", cuantos: 4 },
  { nombre: "Estufa de secado", modelo: "Selecta Digitheat 80 L", categoria: "Laboratorio", subcategoria: "Estufa" },
  { nombre: "Centrífuga", modelo: "Hettich EBA 200", categoria: "Laboratorio", subcategoria: "Centrífuga" },
  { nombre: "Campana extractora de gases", modelo: "Burdinola, 150 cm", categoria: "Laboratorio", subcategoria: "Campana extractora", cuantos: 2 },
  { nombre: "Agitador magnético con calefacción", modelo: "IKA C-MAG HS 7", categoria: "Laboratorio", subcategoria: "Agitador magnético", cuantos: 4 },
  { nombre: "Armario de seguridad para inflamables", modelo: "Armario EN 14470-1, 90 minutos", categoria: "Mobiliario", subcategoria: "Armario" },
  { nombre: "Pizarra blanca", modelo: "Pizarra vitrificada 200 × 100 cm", categoria: "Mobiliario", subcategoria: "Pizarra" },
  { nombre: "Lavaojos de emergencia", modelo: "Lavaojos de pared con dos rociadores", categoria: "Otros" },
];

const LAB_INSTRUMENTAL: Plantilla[] = [
  { nombre: "Espectrofotómetro UV-Vis", modelo: "Shimadzu UV-1900i", categoria: "Laboratorio", subcategoria: "Espectrofotómetro" },
  { nombre: "Espectrofotómetro visible", modelo: "Hach DR3900", categoria: "Laboratorio", subcategoria: "Espectrofotómetro", cuantos: 2 },
  { nombre: "Balanza analítica", modelo: "Mettler Toledo ME204", categoria: "Laboratorio", subcategoria: "Balanza", cuantos: 2 },
  { nombre: "pH-metro de sobremesa", modelo: "Hanna HI5221", categoria: "Laboratorio", subcategoria: "pH-metro", cuantos: 2 },
  { nombre: "Cromatógrafo de gases", modelo: "Agilent 8860", categoria: "Laboratorio" },
  { nombre: "Ordenador del cromatógrafo", modelo: "Dell OptiPlex 7010", categoria: "Informática", subcategoria: "Ordenador" },
  { nombre: "Monitor del cromatógrafo", modelo: "Dell P2422H 24\"", categoria: "Informática", subcategoria: "Monitor" },
  { nombre: "Impresora de informes", modelo: "HP LaserJet M209dw", categoria: "Informática", subcategoria: "Impresora" },
  { nombre: "Estufa de cultivo", modelo: "Memmert IN55", categoria: "Laboratorio", subcategoria: "Estufa" },
  { nombre: "Mesa antivibratoria", modelo: "Mesa para balanzas con losa de mármol", categoria: "Mobiliario", subcategoria: "Mesa", cuantos: 2 },
];

const TALLER_ELECTRICIDAD: Plantilla[] = [
  { nombre: "Polímetro digital", modelo: "Fluke 115", categoria: "Electricidad y electrónica", subcategoria: "Polímetro", cuantos: 8 },
  { nombre: "Osciloscopio digital", modelo: "Rigol DS1054Z, 4 canales", categoria: "Electricidad y electrónica", subcategoria: "Osciloscopio", cuantos: 4 },
  { nombre: "Fuente de alimentación regulable", modelo: "Promax FAC-363B", categoria: "Electricidad y electrónica", subcategoria: "Fuente de alimentación", cuantos: 4 },
  { nombre: "Entrenador de automatismos", modelo: "Panel de maniobra con contactores y relés", categoria: "Electricidad y electrónica", subcategoria: "Entrenador de automatismos", cuantos: 6 },
  { nombre: "Autómata programable", modelo: "Siemens S7-1200 CPU 1214C", categoria: "Electricidad y electrónica", subcategoria: "Autómata programable", cuantos: 6 },
  { nombre: "Banco de trabajo", modelo: "Banco de taller con tablero de haya", categoria: "Mobiliario", subcategoria: "Mesa", cuantos: 6 },
  { nombre: "Armario de herramientas", modelo: "Armario metálico con panel perforado", categoria: "Mobiliario", subcategoria: "Armario", cuantos: 2 },
  { nombre: "Maleta de herramientas de electricista", modelo: "Alicates, pelacables y destornilladores aislados 1000 V", categoria: "Herramientas", cuantos: 6 },
  { nombre: "Taladro percutor", modelo: "Bosch GSB 18V-55", categoria: "Herramientas", cuantos: 2 },
];

const { quimica, informatica, electricidad } = DEPARTAMENTOS_DEMO;

/** Department → rooms and what each room holds. The order fixes the codes. */
const INVENTARIO: [departamento: string, aula: string, plantilla: Plantilla[]][] = [
  [quimica, "Laboratorio de Química", LAB_QUIMICA],
  [quimica, "Laboratorio de Análisis Instrumental", LAB_INSTRUMENTAL],
  [quimica, "Aula 1", AULA_TEORIA],
  [quimica, "Aula 2", AULA_TEORIA],
  [quimica, "Aula 3", AULA_TEORIA],
  [informatica, "Aula 5", AULA_INFORMATICA],
  [informatica, "Aula 6", AULA_INFORMATICA],
  [informatica, "Aula 7", AULA_INFORMATICA],
  [informatica, "Aula 8", AULA_TEORIA],
  [electricidad, "Taller de Electricidad", TALLER_ELECTRICIDAD],
  [electricidad, "Aula 9", AULA_TEORIA],
  [electricidad, "Aula 10", AULA_TEORIA],
  [electricidad, "Aula 11", AULA_TEORIA],
];

const MOTIVOS_BAJA = ["Averiado; la reparación cuesta más que uno nuevo", "Obsoleto: no admite el sistema operativo actual", "Roto durante una práctica"];

export type ArticuloDemo = {
  codigo: number;
  nombre: string;
  descripcion: string;
  aula: string;
  categoria: string;
  subcategoria: string | null;
  departamento: string;
  baja: { fecha: string; motivo: string } | null;
};

/** The demo inventory as plain data: deterministic, codes from 1 in the order above. */
export function buildInventarioDemo(): ArticuloDemo[] {
  const out: ArticuloDemo[] = [];
  for (const [departamento, aula, plantilla] of INVENTARIO) {
    for (const p of plantilla) {
      for (let i = 1; i <= (p.cuantos ?? 1); i++) {
        const codigo = out.length + 1;
        // A serial number that looks real and is the same on every run.
        const serie = `${p.modelo.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase() || "SN"}${String((codigo * 7919) % 1_000_000).padStart(6, "0")}`;
        const puesto = (p.cuantos ?? 1) > 1 ? ` (puesto ${i})` : "";
        out.push({
          codigo,
          nombre: `${p.nombre}${puesto}`,
          descripcion: `${p.modelo}. N.º de serie ${serie}.`,
          aula,
          categoria: p.categoria,
          subcategoria: p.subcategoria ?? null,
          departamento,
          // About one in thirty is out of service, so lists and labels show both states.
          baja: codigo % 31 === 0 ? { fecha: `2025-0${(codigo % 6) + 1}-15`, motivo: MOTIVOS_BAJA[codigo % MOTIVOS_BAJA.length] } : null,
        });
      }
    }
  }
  return out;
}

/**
 * Idempotent inventory seed: categories, subcategories and the demo articles are inserted only if
 * missing (an article someone changed keeps the change); the code counter is moved past them.
 */
export async function sembrarInventario(tx: Db, { domain }: ContextoSemilla): Promise<void> {
  await tx
    .insert(categoriasInventario)
    .values(Object.keys(CATEGORIAS_DEMO).map((nombre) => ({ nombre })))
    .onConflictDoNothing({ target: categoriasInventario.nombre });
  const cats = await tx.select().from(categoriasInventario).where(inArray(categoriasInventario.nombre, Object.keys(CATEGORIAS_DEMO)));
  const idCategoria = new Map(cats.map((c) => [c.nombre, c.id]));
  const subsNuevas = Object.entries(CATEGORIAS_DEMO).flatMap(([c, subs]) => subs.map((nombre) => ({ categoriaId: idCategoria.get(c)!, nombre })));
  await tx.insert(subcategoriasInventario).values(subsNuevas).onConflictDoNothing();
  const subs = await tx.select().from(subcategoriasInventario);
  const idSub = new Map(subs.map((s) => [`${s.categoriaId}:${s.nombre}`, s.id]));

  const filasAulas = await tx.select().from(aulas);
  const idAula = new Map(filasAulas.map((a) => [a.nombre, a.id]));
  const deps = await tx.select().from(departamentos).where(inArray(departamentos.nombre, Object.values(DEPARTAMENTOS_DEMO)));
  const idDep = new Map(deps.map((d) => [d.nombre, d.id]));

  const cuentas = demoAccounts(domain);
  const jefes = await tx.select().from(usuarios).where(inArray(usuarios.email, [cuentas.jefaturaQuimica, cuentas.jefaturaInformatica, cuentas.jefaturaElectricidad]));
  const jefeDe = new Map(
    jefes.map((j) => [deps.find((d) => d.id === j.departamentoId)?.nombre ?? "", j]),
  );

  const demo = buildInventarioDemo();
  const filas = demo.map((a) => {
    const aulaId = idAula.get(a.aula);
    const depId = idDep.get(a.departamento);
    const catId = idCategoria.get(a.categoria);
    if (aulaId === undefined || depId === undefined || catId === undefined) throw new Error(`Inventario de demostración incoherente en el artículo ${a.codigo}`);
    return {
      codigo: a.codigo,
      nombre: a.nombre,
      descripcion: a.descripcion,
      aulaId,
      categoriaId: catId,
      subcategoriaId: a.subcategoria ? (idSub.get(`${catId}:${a.subcategoria}`) ?? null) : null,
      departamentoId: depId,
      fechaBaja: a.baja?.fecha ?? null,
      motivoBaja: a.baja?.motivo ?? null,
      bajaPorId: a.baja ? (jefeDe.get(a.departamento)?.id ?? null) : null,
    };
  });
  const insertados: number[] = [];
  for (let i = 0; i < filas.length; i += 200) {
    const r = await tx.insert(articulos).values(filas.slice(i, i + 200)).onConflictDoNothing({ target: articulos.codigo }).returning({ codigo: articulos.codigo });
    insertados.push(...r.map((x) => x.codigo));
  }
  if (insertados.length > 0) {
    const nuevos = new Set(insertados);
    await tx.insert(historialArticulos).values(
      demo
        .filter((a) => nuevos.has(a.codigo))
        .map((a) => {
          const jefe = jefeDe.get(a.departamento);
          const vista = { ...a, fechabaja: a.baja?.fecha ?? null, motivoBaja: a.baja?.motivo ?? null };
          return {
            articuloCodigo: a.codigo,
            usuarioId: jefe?.id ?? null,
            usuarioNombre: jefe ? `${jefe.nombre} ${jefe.apellidos}` : "Datos de demostración",
            accion: "alta" as const,
            cambios: diferencias(null, vista),
          };
        }),
    );
  }

  const [{ maximo }] = await tx.select({ maximo: sql<number>`coalesce(max(${articulos.codigo}), 0)::int` }).from(articulos);
  await tx
    .insert(contadorArticulos)
    .values({ id: 1, ultimo: maximo })
    .onConflictDoUpdate({ target: contadorArticulos.id, set: { ultimo: sql`greatest(${contadorArticulos.ultimo}, ${maximo}::integer)` } });
}
