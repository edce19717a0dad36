import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts } from "pdf-lib";
import { ajustesPorDefecto } from "./ajustes";
import { buildCartaRespuesta, lineasCentro, textoModuloCarta, TITULO_CARTA } from "./carta";
import { apto, dibujarCartaPdf, partirLineas } from "./pdf";

const ajustes = { ...ajustesPorDefecto("CPIFP de Huesca"), direccion: "Calle Mayor, 1", telefono: "974 00 00 00", fax: "", email: "secretaria@cpifp-huesca.test" };

const solicitud = {
  creada: new Date("2026-03-05T09:00:00+01:00"),
  nombre: "Lucía",
  apellidos: "Pérez Barrio",
  email: "lucia.perez@cpifp-huesca.test",
  aporta: "Título de Técnico en Operaciones de Laboratorio",
  ciclo: { codigo: "QUI301", nombre: "Laboratorio de Análisis y de Control de Calidad" },
  modulos: [
    { codigo: "0065", nombre: "Muestreo y preparación de la muestra", estado: "concedida", calificacion: 7 },
    { codigo: "0066", nombre: "Análisis químicos", estado: "denegada", calificacion: null, motivo: "Los estudios aportados no incluyen análisis cuantitativo." },
    { codigo: "0074", nombre: "Formación y orientación laboral", estado: "concedida", calificacion: null },
  ],
};

describe("reply letter", () => {
  it("lists every requested module in the statement but only granted modules with a grade in the table", () => {
    const c = buildCartaRespuesta(solicitud, ajustes);
    expect(c.titulo).toBe(TITULO_CARTA);
    // Each module with what was decided, and why a denied one was (issue 48, defect 9).
    expect(c.modulos.map(textoModuloCarta)).toEqual([
      "0065 · Muestreo y preparación de la muestra: concedida, con calificación 7.",
      "0066 · Análisis químicos: denegada. Motivo: Los estudios aportados no incluyen análisis cuantitativo.",
      "0074 · Formación y orientación laboral: concedida.",
    ]);
    expect(c.recurso).toBe(
      "Contra esta resolución, que no pone fin a la vía administrativa, podrá interponerse recurso de alzada ante el Servicio Provincial de Educación de Huesca en el plazo de un mes desde el día siguiente a su notificación, de acuerdo con los artículos 121 y 122 de la Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas.",
    );
    expect(c.concedidos).toEqual([{ codigo: "0065", nombre: "Muestreo y preparación de la muestra", calificacion: 7 }]);
    expect(c.exposicion).toContain("5 de marzo de 2026");
    expect(c.destinatario).toEqual([
      { etiqueta: "Nombre", valor: "Lucía" },
      { etiqueta: "Apellidos", valor: "Pérez Barrio" },
      { etiqueta: "Correo electrónico", valor: "lucia.perez@cpifp-huesca.test" },
      { etiqueta: "Ciclo formativo", valor: "QUI301 · Laboratorio de Análisis y de Control de Calidad" },
    ]);
    expect(c.documentacion).toBe(solicitud.aporta);
    expect(c.normativa).toHaveLength(3);
    expect(c.firma[0]).toBe("En Huesca, en la fecha de la firma electrónica.");
  });

  it("says so when no granted module has a grade", () => {
    const c = buildCartaRespuesta({ ...solicitud, modulos: solicitud.modulos.filter((m) => m.calificacion === null) }, ajustes);
    expect(c.concedidos).toEqual([]);
    expect(c.sinConcedidos).toMatch(/Ninguno/);
  });

  it("builds the address block from the settings and skips empty ones", () => {
    expect(lineasCentro(ajustes)).toEqual(["Calle Mayor, 1", "22004 Huesca", "Tel. 974 00 00 00", "secretaria@cpifp-huesca.test"]);
    expect(lineasCentro({ ...ajustes, provincia: "Zaragoza", localidad: "Calatayud", codigoPostal: "50300", fax: "976 1" })).toContain("50300 Calatayud (Zaragoza)");
  });
});

/** The strings a pdf-lib document draws (standard fonts: one byte per character), lines joined by spaces. */
function textoDelPdf(doc: PDFDocument): string {
  return doc
    .getPages()
    .map((p) => {
      const contenidos = p.node.Contents();
      const flujos = contenidos instanceof PDFArray ? contenidos.asArray().map((r) => doc.context.lookup(r)) : [contenidos];
      const bytes = flujos.map((f) => Buffer.from(f instanceof PDFRawStream ? decodePDFRawStream(f).decode() : new Uint8Array()).toString("latin1")).join("\n");
      return [...bytes.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1], "hex").toString("latin1")).join(" ");
    })
    .join(" ");
}

describe("reply letter PDF", () => {
  it("is an A4 document with the letter's metadata", async () => {
    const bytes = await dibujarCartaPdf(buildCartaRespuesta(solicitud, ajustes));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe("Respuesta a solicitud de convalidación");
    expect(doc.getAuthor()).toBe("CPIFP de Huesca");
  });

  it("prints the decision of each module, the denial's reason and how to appeal (issue 48, defect 9)", async () => {
    const c = buildCartaRespuesta(solicitud, ajustes);
    const texto = textoDelPdf(await PDFDocument.load(await dibujarCartaPdf(c)));
    expect(texto).toContain("Análisis químicos: denegada. Motivo: Los estudios aportados no incluyen");
    expect(texto).toContain("concedida, con calificación 7.");
    expect(texto).toContain("recurso de alzada ante el Servicio Provincial de Educación de Huesca");
    expect(texto).toContain("en el plazo de un mes");
  });

  it("flows a long letter onto more A4 pages instead of drawing past the footer", async () => {
    const muchos = Array.from({ length: 40 }, (_, i) => ({ codigo: String(1000 + i), nombre: `Módulo profesional de prueba número ${i + 1}`, estado: "concedida", calificacion: (i % 10) + 1 }));
    const bytes = await dibujarCartaPdf(buildCartaRespuesta({ ...solicitud, modulos: muchos, aporta: "Estudios. ".repeat(300) }, ajustes));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    for (const p of doc.getPages()) expect(Math.round(p.getSize().height)).toBe(842);
  });

  it("draws text the standard font cannot encode instead of failing", async () => {
    const doc = await PDFDocument.create();
    const f = await doc.embedFont(StandardFonts.Helvetica);
    expect(apto(f, "Łukasz Nguyễn 😀 Peña")).toBe("Lukasz Nguyen ? Peña");
    await expect(dibujarCartaPdf(buildCartaRespuesta({ ...solicitud, nombre: "Łukasz 😀", aporta: "Diploma 中文" }, ajustes))).resolves.toBeInstanceOf(Uint8Array);
  });

  it("wraps words to the width and cuts a word that is longer than a line", async () => {
    const doc = await PDFDocument.create();
    const f = await doc.embedFont(StandardFonts.Helvetica);
    const lineas = partirLineas("uno dos tres cuatro cinco seis", f, 10, 60);
    expect(lineas.length).toBeGreaterThan(1);
    expect(lineas.every((l) => f.widthOfTextAtSize(l, 10) <= 60)).toBe(true);
    expect(lineas.join(" ")).toBe("uno dos tres cuatro cinco seis");
    const largas = partirLineas("x".repeat(200), f, 10, 60);
    expect(largas.every((l) => f.widthOfTextAtSize(l, 10) <= 60)).toBe(true);
    expect(largas.join("")).toBe("x".repeat(200));
  });
});
