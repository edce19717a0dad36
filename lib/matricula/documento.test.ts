import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { leerCsv } from "../csv";
import { leerImagenesMembrete } from "../pdf";
import { DETALLE_EJEMPLO, MATRICULA_EJEMPLO } from "../../tests/support/matricula";
import { matriculasACsv } from "./csv";
import { buildHojaMatricula, matriculaDesdeValores } from "./documento";
import { dibujarMatriculaPdf } from "./pdf";
import { CONSENTIMIENTOS } from "./reglas";

const CENTRO = { nombre: "CPIFP de Huesca", lineas: ["Calle de la FP, 1", "22004 Huesca"], localidad: "Huesca" };

/** The strings a page of a pdf-lib document draws (standard fonts: one byte per character). */
function textoDePagina(doc: PDFDocument, i: number): string {
  const contenidos = doc.getPage(i).node.Contents();
  const flujos = contenidos instanceof PDFArray ? contenidos.asArray().map((r) => doc.context.lookup(r)) : [contenidos];
  const bytes = flujos.map((f) => Buffer.from(f instanceof PDFRawStream ? decodePDFRawStream(f).decode() : new Uint8Array()).toString("latin1")).join("\n");
  return [...bytes.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1], "hex").toString("latin1")).join(" ");
}

describe("printed copy", () => {
  it("has every section, the modules, the Provincial departure point, the consents and the signatures", () => {
    const h = buildHojaMatricula(DETALLE_EJEMPLO, CENTRO);
    expect(h.titulo).toBe("MATRÍCULA · CURSO 2026/2027");
    expect(h.subtitulo).toBe("Matrícula n.º 7 · enviada el 05/09/2026");
    expect(h.aviso).toBeNull();
    expect(h.secciones.map((s) => s.titulo)).toEqual(["1. Datos del alumno/a", "2. Domicilio donde vivo habitualmente"]);
    expect(h.secciones[0].datos).toContainEqual({ etiqueta: "Fecha de nacimiento", valor: "14/03/2007", ancho: 2 });
    expect(h.ciclo.modulos).toEqual([
      { codigo: "0221", nombre: "Montaje y mantenimiento de equipos", curso: "1.º" },
      { codigo: "0222", nombre: "Sistemas operativos monopuesto", curso: "1.º" },
    ]);
    expect(h.transporte).toEqual({ titulo: "4. Solicitud de ruta de transporte", lineas: ["Ruta: Provincial", "Punto de salida: Sabiñánigo"] });
    expect(h.proteccion.titulo).toBe("5. Protección de datos");
    expect(h.proteccion.respuestas).toEqual([
      { texto: CONSENTIMIENTOS.padres, respuesta: "Sí" },
      { texto: CONSENTIMIENTOS.grabar, respuesta: "No" },
    ]);
    expect(h.lugarFecha).toBe("En Huesca, a 5 de septiembre de 2026.");
    expect(h.firmas).toHaveLength(2);
  });

  it("drops the transport section for a cycle without it, and adds the course domicile when there is one", () => {
    const sin = buildHojaMatricula({ ...DETALLE_EJEMPLO, ciclo: { codigo: "QUI301", nombre: "Laboratorio", modulos: [] }, ruta: null, curso: DETALLE_EJEMPLO.domicilio }, CENTRO);
    expect(sin.transporte).toBeNull();
    expect(sin.proteccion.titulo).toBe("4. Protección de datos");
    expect(sin.secciones.map((s) => s.titulo)).toContain("Domicilio durante el curso");
    expect(buildHojaMatricula({ ...DETALLE_EJEMPLO, ruta: null }, CENTRO).transporte?.lineas).toEqual(["No necesitaré transporte"]);
  });

  it("prints the form's values before sending, with names from the lists and a warning", () => {
    const catalogos = {
      provincias: [{ id: "22", nombre: "Huesca" }],
      paises: [{ codigo: "ES", nombre: "España" }],
      municipios: { "22": [{ id: "22125", nombre: "Huesca" }, { id: "22130", nombre: "Jaca" }] },
      ciclos: [{ codigo: "IFC201", nombre: "Sistemas Microinformáticos y Redes" }],
      modulos: { IFC201: DETALLE_EJEMPLO.ciclo.modulos.concat({ codigo: "0223", nombre: "Aplicaciones ofimáticas", curso: 1 }) },
    };
    const m = matriculaDesdeValores({ ...MATRICULA_EJEMPLO, proteccionDatos: { padres: "si", grabar: "" } }, catalogos, { email: DETALLE_EJEMPLO.email, cursoAcademico: "2026/2027" });
    expect(m.nacimiento.localidad).toEqual({ nombre: "Jaca" });
    expect(m.ciclo.modulos.map((x) => x.codigo)).toEqual(["0221", "0222"]);
    const h = buildHojaMatricula(m, CENTRO);
    expect(h.aviso).toMatch(/sin enviar/);
    expect(h.proteccion.respuestas.map((r) => r.respuesta)).toEqual(["Sí", "Sin responder"]);
  });

  it("draws the same model as a one-page A4 PDF, whatever characters the names carry", async () => {
    const doc = await PDFDocument.load(await dibujarMatriculaPdf(buildHojaMatricula({ ...DETALLE_EJEMPLO, apellidos: "Łaszczyk 😀 Lanau" }, CENTRO)));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe("MATRÍCULA · CURSO 2026/2027");
    expect(doc.getSubject()).toBe("Diego Łaszczyk 😀 Lanau");
  });

  it("fits a whole first year with transport on one sheet, with the centre's letterhead and footer", async () => {
    // Seven modules (a first year of SMR), the transport request and the footer artwork that takes
    // the foot of the page: the signatures must not be left alone on a second sheet.
    const modulos = ["Montaje y mantenimiento de equipos", "Sistemas operativos monopuesto", "Aplicaciones ofimáticas", "Redes locales", "Formación y orientación laboral", "Inglés profesional", "Itinerario personal para la empleabilidad I"].map((nombre, i) => ({ codigo: String(221 + i).padStart(4, "0"), nombre, curso: 1 }));
    const hoja = buildHojaMatricula({ ...DETALLE_EJEMPLO, ciclo: { ...DETALLE_EJEMPLO.ciclo, modulos } }, CENTRO);
    const doc = await PDFDocument.load(await dibujarMatriculaPdf(hoja, await leerImagenesMembrete()));
    expect(doc.getPageCount()).toBe(1);
    const texto = textoDePagina(doc, 0);
    expect(texto).toContain("Itinerario personal para la empleabilidad I");
    expect(texto).toContain(hoja.lugarFecha);
    expect(texto).toContain("Entrega esta copia firmada");
  });

  it("keeps the place, date and signatures on the page of the last section, whatever the number of modules (issue 48, defect 4)", async () => {
    const imagenes = await leerImagenesMembrete();
    const partidas: number[] = [];
    for (let n = 1; n <= 20; n++) {
      const modulos = Array.from({ length: n }, (_, i) => ({ codigo: String(1000 + i), nombre: `Módulo profesional de prueba número ${i + 1}`, curso: 1 }));
      const hoja = buildHojaMatricula({ ...DETALLE_EJEMPLO, curso: DETALLE_EJEMPLO.domicilio, ciclo: { ...DETALLE_EJEMPLO.ciclo, modulos } }, CENTRO);
      const doc = await PDFDocument.load(await dibujarMatriculaPdf(hoja, imagenes));
      const paginas = Array.from({ length: doc.getPageCount() }, (_, i) => textoDePagina(doc, i));
      const conFirma = paginas.findIndex((t) => t.includes(hoja.lugarFecha));
      expect({ n, seccion: paginas.findIndex((t) => t.includes(hoja.proteccion.titulo.toUpperCase())) }).toEqual({ n, seccion: conFirma });
      expect({ n, entrega: paginas.findIndex((t) => t.includes(hoja.entrega)) }).toEqual({ n, entrega: conFirma });
      if (doc.getPageCount() > 1) partidas.push(n);
    }
    // The lengths that run onto a second sheet were tried (five modules with both domiciles and
    // transport among them, as the audit printed).
    expect(partidas).toContain(5);
  });

  it("lists the modules in one order, by course then code, whatever order they come in (issue 48, defect 15)", () => {
    const modulos = [
      { codigo: "0226", nombre: "Seguridad informática", curso: 2 },
      { codigo: "0223", nombre: "Aplicaciones ofimáticas", curso: 1 },
      { codigo: "0221", nombre: "Montaje y mantenimiento de equipos", curso: 1 },
    ];
    const orden = (lista: typeof modulos) => buildHojaMatricula({ ...DETALLE_EJEMPLO, ciclo: { ...DETALLE_EJEMPLO.ciclo, modulos: lista } }, CENTRO).ciclo.modulos.map((m) => m.codigo);
    expect(orden(modulos)).toEqual(["0221", "0223", "0226"]);
    expect(orden([...modulos].reverse())).toEqual(["0221", "0223", "0226"]);
    // The unsent copy (the catalogue's order, by course then name) says the same.
    const catalogos = {
      provincias: [{ id: "22", nombre: "Huesca" }],
      paises: [{ codigo: "ES", nombre: "España" }],
      municipios: { "22": [{ id: "22125", nombre: "Huesca" }, { id: "22130", nombre: "Jaca" }] },
      ciclos: [{ codigo: "IFC201", nombre: "Sistemas Microinformáticos y Redes" }],
      modulos: { IFC201: [modulos[1], modulos[2], modulos[0]] },
    };
    const m = matriculaDesdeValores({ ...MATRICULA_EJEMPLO, ciclo: { codigo: "IFC201", modulos: ["0226", "0223", "0221"] } }, catalogos, { email: DETALLE_EJEMPLO.email, cursoAcademico: "2026/2027" });
    expect(buildHojaMatricula(m, CENTRO).ciclo.modulos.map((x) => x.codigo)).toEqual(["0221", "0223", "0226"]);
  });

  it("flows a long list of modules onto a second page that says whose it is", async () => {
    const modulos = Array.from({ length: 40 }, (_, i) => ({ codigo: String(1000 + i), nombre: `Módulo profesional de prueba número ${i + 1}`, curso: 1 + (i % 2) }));
    const doc = await PDFDocument.load(await dibujarMatriculaPdf(buildHojaMatricula({ ...DETALLE_EJEMPLO, curso: DETALLE_EJEMPLO.domicilio, ciclo: { ...DETALLE_EJEMPLO.ciclo, modulos } }, CENTRO), await leerImagenesMembrete()));
    expect(doc.getPageCount()).toBe(2);
    expect(textoDePagina(doc, 1)).toContain("Diego Martín Lanau");
    expect(textoDePagina(doc, 1)).toContain("Página 2 de 2");
  });
});

describe("CSV export", () => {
  it("writes one row per student, or one per module repeating the student", () => {
    const porEstudiante = leerCsv(matriculasACsv([DETALLE_EJEMPLO], "estudiante"), [
      { clave: "dni", titulo: "Documento" },
      { clave: "modulos", titulo: "Módulos" },
      { clave: "municipio", titulo: "Código municipio" },
      { clave: "ruta", titulo: "Ruta de transporte" },
      { clave: "salida", titulo: "Punto de salida" },
      { clave: "estado", titulo: "Estado" },
    ]);
    if (!porEstudiante.ok) throw new Error(porEstudiante.mensaje);
    expect(porEstudiante.filas.map((f) => f.valores)).toEqual([{ dni: "18034567Z", modulos: "0221 0222", municipio: "22125", ruta: "Provincial", salida: "Sabiñánigo", estado: "Enviada" }]);

    const porModulo = leerCsv(matriculasACsv([DETALLE_EJEMPLO], "modulo"), [
      { clave: "dni", titulo: "Documento" },
      { clave: "codigo", titulo: "Código módulo" },
      { clave: "curso", titulo: "Curso del módulo" },
    ]);
    if (!porModulo.ok) throw new Error(porModulo.mensaje);
    expect(porModulo.filas.map((f) => f.valores)).toEqual([
      { dni: "18034567Z", codigo: "0221", curso: "1" },
      { dni: "18034567Z", codigo: "0222", curso: "1" },
    ]);
  });

  it("neutralises a formula typed as an address", () => {
    const csv = matriculasACsv([{ ...DETALLE_EJEMPLO, domicilio: { ...DETALLE_EJEMPLO.domicilio, direccion: "=HYPERLINK(\"x\")" } }], "estudiante");
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
