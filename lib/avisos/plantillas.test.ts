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

  it("the jefatura's digest lists each module behind schedule with what is late, and links to the overview", () => {
    const modulo = (n: number) => ({ codigo: `00${60 + n}`, ciclo: "QUI301", nombre: `Módulo ${n}`, retrasadas: 1, horasDesfase: 0, sesionesSinAsignar: 0 });
    const e: Evento = {
      tipo: "resumen_jefatura",
      datos: { semana: "2026-W48", lunes: "2026-11-23", modulos: [{ codigo: "0065", ciclo: "QUI301", nombre: "Análisis químico", retrasadas: 2, horasDesfase: 1.5, sesionesSinAsignar: 3 }, modulo(1)] },
    };
    const m = renderizar(e, base, "CPIFP de Huesca");
    expect(m.asunto).toBe("Resumen semanal: 2 módulos del departamento van con retraso");
    expect(m.texto).toContain("semana del 23/11/2026");
    expect(m.texto).toContain("· Análisis químico (0065, QUI301): 2 acciones retrasadas, 1,5 h por encima de lo previsto, 3 sesiones sin asignar.");
    expect(m.texto).toContain("· Módulo 1 (0061, QUI301): 1 acción retrasada.");
    expect(m.texto).toContain("Resumen del departamento: https://portal.centro.test/jefatura/seguimientos/resumen");
    expect(m.texto).toContain("Mis avisos: https://portal.centro.test/perfil#avisos-titulo");
    // A long list is cut, and says how many more there are.
    const largo = renderizar({ tipo: "resumen_jefatura", datos: { semana: "2026-W48", lunes: "2026-11-23", modulos: Array.from({ length: 18 }, (_, i) => modulo(i)) } }, base, "x");
    expect(largo.asunto).toBe("Resumen semanal: 18 módulos del departamento van con retraso");
    expect(largo.texto.split("\n").filter((l) => l.startsWith("· Módulo"))).toHaveLength(15);
    expect(largo.texto).toContain("· y 3 más.");
  });

  it("the teacher's digest lists her late actions with their planned end and links to the module when all are of one", () => {
    const accion = { nombre: "UD 3 · Volumetrías", codigo: "0065", ciclo: "QUI301", modulo: "Análisis químico", fechaFin: "2026-11-13" };
    const uno: Evento = { tipo: "resumen_docente", datos: { semana: "2026-W48", lunes: "2026-11-23", acciones: [accion] } };
    const m = renderizar(uno, base, "CPIFP de Huesca");
    expect(m.asunto).toBe("Resumen semanal: tienes 1 acción formativa retrasada");
    expect(m.texto).toContain("· UD 3 · Volumetrías — Análisis químico (0065, QUI301), fin previsto el 13/11/2026.");
    expect(cabecera(uno).enlace).toBe("/docentes/seguimientos/0065/QUI301/acciones");
    const dos: Evento = { tipo: "resumen_docente", datos: { semana: "2026-W48", lunes: "2026-11-23", acciones: [accion, { ...accion, codigo: "0066", nombre: "<UD 1>" }] } };
    expect(cabecera(dos)).toEqual({ asunto: "Resumen semanal: tienes 2 acciones formativas retrasadas", enlace: "/docentes/seguimientos" });
    expect(renderizar(dos, base, "x").html).toContain("&lt;UD 1&gt;");
  });

  it("the monthly report notice names the month and links to its report", () => {
    const e: Evento = { tipo: "informe_mensual", datos: { mes: "2026-10", departamento: "Química" } };
    const m = renderizar(e, base, "CPIFP de Huesca");
    expect(m.asunto).toBe("Informe de seguimiento de octubre de 2026 disponible");
    expect(m.texto).toContain("departamento de Química");
    expect(m.texto).toContain("Informe mensual: https://portal.centro.test/jefatura/seguimientos/informe?mes=2026-10");
    expect(cabecera(e).enlace).toBe("/jefatura/seguimientos/informe?mes=2026-10");
  });
});
