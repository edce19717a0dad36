import type { z } from "zod";
import { SOLICITUD_EJEMPLO } from "../tests/support/convalidaciones";
import { loginSchema } from "./auth/api";
import { ajustesCentroSchema, filtrosSolicitudesSchema, idSolicitudSchema, reaperturaSchema, resolucionSchema, solicitudApiSchema, solicitudFormSchema } from "./convalidaciones/schemas";
import { campanaSchema, consultaResultadosSchema, envioSchema, grupoParamsSchema } from "./encuestas/schemas";
import { articuloEdicionSchema, articuloEntradaSchema, bajaSchema, filtroArticulosSchema, nombreCatalogoSchema, nombreCategoriaParams, textoBusquedaParams } from "./inventario/schemas";
import { filtroModulosSchema } from "./modulos/admin-schemas";
import { aulaIdParams, equivalenciasSchema } from "./horarios/schemas";
import { filtrosMatriculasSchema } from "./matricula/schemas";
import { filtroRegistroSchema } from "./registro/schemas";
import { filtroUsuariosSchema } from "./usuarios/schemas";
import { busquedaEstudianteSchema, matriculaSchema } from "./modulos/schemas";

/**
 * Issue 14, faults 4 and 11: every text field of every input schema (forms, server actions, REST
 * bodies, queries and path segments) refuses control characters, ids are plain digits and dates
 * are real. Each schema gets one valid sample; every string inside it is replaced, one at a time,
 * by a bad value, and the parse must fail (a 422/form error), never pass the value on to SQL.
 */

type Caso = { nombre: string; schema: z.ZodType; valido: unknown };

const DATOS_PERSONALES = Object.fromEntries(Object.entries(SOLICITUD_EJEMPLO).filter(([k]) => ["nif", "nombre", "apellidos", "domicilio", "codigoPostal", "localidad", "provincia"].includes(k)));

const articulo = { codigo: "", nombre: "Balanza", descripcion: "De precisión", aula: "Aula 1", categoria: "Laboratorio", subcategoria: "Balanza", fechabaja: "", motivoBaja: "" };

const CASOS: Caso[] = [
  { nombre: "artículo (alta)", schema: articuloEntradaSchema, valido: articulo },
  { nombre: "artículo (edición)", schema: articuloEdicionSchema, valido: { ...articulo, codigo: "12", fechabaja: "2025-01-10", motivoBaja: "Rota" } },
  { nombre: "baja", schema: bajaSchema, valido: { fecha: "2025-01-10", motivo: "Rota" } },
  { nombre: "filtro del inventario", schema: filtroArticulosSchema, valido: { q: "mesa", aula: "Aula 1" } },
  // Not the import's body: its `archivo` is a whole file, which the import pipeline reads and
  // normalises (lib/importar/leer.ts) — a NUL refuses the file, an invisible character is an error
  // of its row, quoted so that it can be found.
  { nombre: "nombre de categoría", schema: nombreCatalogoSchema, valido: "Mobiliario" },
  { nombre: "categoría en la ruta", schema: nombreCategoriaParams, valido: { nombre: "Mobiliario" } },
  { nombre: "búsqueda en la ruta", schema: textoBusquedaParams, valido: { text: "mesa" } },
  { nombre: "solicitud (formulario)", schema: solicitudFormSchema, valido: SOLICITUD_EJEMPLO },
  {
    nombre: "solicitud (API)",
    schema: solicitudApiSchema,
    valido: {
      estudiante: { ...DATOS_PERSONALES, tlfFijo: "974111222", tlfMovil: "611222333", email: "lucia@cpifp-huesca.test" },
      ciclo: { codigo: "QUI301", nombre: "Laboratorio" },
      solicitud: [{ codigo: "0065", nombre: "Muestreo" }],
      aporta: "Título",
    },
  },
  { nombre: "resolución", schema: resolucionSchema, valido: { modulos: [{ codigo: "0065", estado: "concedida", calificacion: "7" }], documentosRevisados: "Certificado" } },
  { nombre: "reapertura", schema: reaperturaSchema, valido: { motivo: "Error en la nota" } },
  {
    nombre: "ajustes del centro",
    schema: ajustesCentroSchema,
    valido: {
      nombre: "CPIFP",
      direccion: "Calle 1",
      codigoPostal: "22004",
      localidad: "Huesca",
      provincia: "Huesca",
      telefono: "974000000",
      fax: "974000001",
      email: "centro@cpifp-huesca.test",
      normativaEstatal: "RD",
      normativaInstrucciones: "Instrucciones",
      normativaAutonomica: "Decreto",
    },
  },
  { nombre: "filtros de convalidaciones", schema: filtrosSolicitudesSchema, valido: { estado: "todas", ciclo: "QUI301", q: "lucía", pagina: "2" } },
  { nombre: "encuesta", schema: envioSchema, valido: { modulo: { codigo: "0065", ciclo: "QUI301", docente: { email: "ana.lopez@cpifp-huesca.test" } }, respuestas: [{ id: 1, resultado: 5 }], comentario: "Bien" } },
  { nombre: "campaña", schema: campanaSchema, valido: { nombre: "Evaluación", cursoAcademico: "2026/2027", abre: "2027-03-15", cierra: "2027-03-26" } },
  { nombre: "matrícula en un módulo", schema: matriculaSchema, valido: { estudiante: "24Q0001" } },
  { nombre: "búsqueda de estudiantes", schema: busquedaEstudianteSchema, valido: { q: "luc" } },
  { nombre: "filtros de matrículas", schema: filtrosMatriculasSchema, valido: { curso: "2026/2027", estado: "todas", ciclo: "QUI301", transporte: "todos", q: "lucía", pagina: "2" } },
  { nombre: "filtros de módulos del centro", schema: filtroModulosSchema, valido: { ciclo: "QUI301", q: "ofimática" } },
  { nombre: "filtros de personas", schema: filtroUsuariosSchema, valido: { q: "ana", cargo: "docente", departamento: "1", grupo: "1QUI301", activo: "si", pagina: "2" } },
  { nombre: "filtros del registro", schema: filtroRegistroSchema, valido: { q: "ana", accion: "crear", entidad: "usuario", desde: "2026-01-01", hasta: "2026-02-01", pagina: "2" } },
  { nombre: "equivalencias del horario", schema: equivalenciasSchema, valido: { docente: { "ana lopez": "5" }, modulo: { "ai|QUI301": "0067" } } },
  { nombre: "acceso por API", schema: loginSchema, valido: { token: "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.firma" } },
];

/** Every path to a string inside `v`, with a setter that returns a copy holding another value. */
function hojasDeTexto(v: unknown, ruta: (string | number)[] = []): { ruta: string; con: (x: unknown) => unknown }[] {
  if (typeof v === "string") return [{ ruta: ruta.join(".") || "(valor)", con: (x) => x }];
  if (Array.isArray(v)) {
    return v.flatMap((item, i) => hojasDeTexto(item, [...ruta, i]).map((h) => ({ ruta: h.ruta, con: (x: unknown) => v.map((y, j) => (j === i ? h.con(x) : y)) })));
  }
  if (v && typeof v === "object") {
    return Object.entries(v).flatMap(([k, item]) => hojasDeTexto(item, [...ruta, k]).map((h) => ({ ruta: h.ruta, con: (x: unknown) => ({ ...v, [k]: h.con(x) }) })));
  }
  return [];
}

describe.each(CASOS)("$nombre", ({ schema, valido }) => {
  it("accepts the valid sample", () => {
    const r = schema.safeParse(valido);
    expect(r.error?.issues ?? []).toEqual([]);
  });

  const hojas = hojasDeTexto(valido);
  it.each(hojas.map((h) => [h.ruta, h] as const))("refuses a NUL, a bell, a zero-width space or a bidi override in %s", (_ruta, h) => {
    for (const malo of ["a\u0000b", "\u0000", "a\u0007", "a\u200Bb", "a\u202Eb"]) {
      const r = schema.safeParse(h.con(malo));
      expect({ valor: malo, ok: r.success }).toEqual({ valor: malo, ok: false });
    }
  });
});

describe("ids, numbers and dates are read strictly", () => {
  it.each(["0x5", "5e0", " 5 ", "5.0", "-1", "0", "2147483648"])("a request id of %j is not found", (id) => {
    expect(idSolicitudSchema.safeParse({ id }).success).toBe(false);
    expect(aulaIdParams.safeParse({ id }).success).toBe(false);
    expect(consultaResultadosSchema.safeParse({ campana: id }).success).toBe(false);
  });

  it.each(["1e0", " 2 ", "1.0", "3"])("a course of %j is refused", (curso) => {
    expect(grupoParamsSchema.safeParse({ curso, ciclo: "QUI301" }).success).toBe(false);
  });

  it.each(["2025-01-01T25:00:00Z", "2025-02-30", "2025-13-01", "01/13/2025"])("the date %j is refused", (f) => {
    expect(bajaSchema.safeParse({ fecha: f, motivo: "Rota" }).success).toBe(false);
    expect(campanaSchema.safeParse({ nombre: "Evaluación", cursoAcademico: "2026/2027", abre: f, cierra: "2027-03-26" }).success).toBe(false);
  });

  it.each(["0x7", "7e0", "7,5"])("a grade of %j is refused", (calificacion) => {
    expect(resolucionSchema.safeParse({ modulos: [{ codigo: "0065", estado: "concedida", calificacion }] }).success).toBe(false);
  });

  it("inventory codes stay within 1 … 99 999 999, typed or in JSON", () => {
    expect(articuloEntradaSchema.parse({ ...articulo, codigo: "99999999" }).codigo).toBe(99_999_999);
    for (const codigo of ["100000000", 2147483647, "2147483648", 1e300, "0x10", " 5"]) {
      expect({ codigo, ok: articuloEdicionSchema.safeParse({ ...articulo, codigo }).success }).toEqual({ codigo, ok: false });
    }
  });
});
