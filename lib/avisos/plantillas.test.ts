import { cabecera, renderizar, type Evento } from "./plantillas";

const base = "https://portal.centro.test/";

describe("plantillas de avisos", () => {
  it("the resolved convalidación links to its letter and says how many modules were granted", () => {
    const e: Evento = { tipo: "convalidacion_resuelta", datos: { id: 7, ciclo: "QUI301", concedidos: 2, denegados: 1 } };
    const m = renderizar(e, base, "CPIFP de Huesca");
    expect(m.asunto).toBe("Tu solicitud de convalidación de QUI301 está resuelta");
    expect(m.texto).toContain("2 módulos concedidos y 1 módulo denegado");
    expect(m.texto).toContain("Carta de respuesta: https://portal.centro.test/estudiantes/convalidaciones/7/respuesta");
    expect(m.html).toContain('<a href="https://portal.centro.test/estudiantes/convalidaciones/7/respuesta">Carta de respuesta</a>');
    expect(cabecera(e).enlace).toBe("/estudiantes/convalidaciones/7");
  });

  it("escapes what people typed in the HTML and keeps it as typed in the text", () => {
    const e: Evento = { tipo: "matricula_incidencia", datos: { curso: "2026/2027", nota: 'Falta <b>la foto</b> & "DNI"' } };
    const m = renderizar(e, base, "CPIFP de Huesca");
    expect(m.html).toContain("Falta &lt;b&gt;la foto&lt;/b&gt; &amp; &quot;DNI&quot;");
    expect(m.html).not.toContain("<b>la foto</b>");
    expect(m.texto).toContain('Nota de la secretaría: «Falta <b>la foto</b> & "DNI"»');
  });

  it("every notice has a subject, a link inside the portal and both bodies", () => {
    const eventos: Evento[] = [
      { tipo: "convalidacion_recibida", datos: { id: 1, estudiante: "Lucía Pérez", ciclo: "QUI301", modulos: 1 } },
      { tipo: "matricula_recibida", datos: { id: 2, estudiante: "Diego Martín", curso: "2026/2027", reenviada: true } },
      { tipo: "matricula_revisada", datos: { curso: "2026/2027" } },
      { tipo: "encuesta_abierta", datos: { campana: "Primer trimestre", cierra: "2026-12-18", encuestas: 5 } },
      { tipo: "prueba", datos: { por: "Marta" } },
    ];
    for (const e of eventos) {
      const { enlace } = cabecera(e);
      const m = renderizar(e, base, "CPIFP de Huesca");
      expect(enlace).toMatch(/^\/[a-z]/);
      expect(m.asunto.length).toBeGreaterThan(10);
      expect(m.texto).toContain(`https://portal.centro.test${enlace}`);
      expect(m.html).toContain('<html lang="es">');
    }
    expect(renderizar(eventos[3], base, "x").texto).toContain("hasta el 18/12/2026");
  });
});
