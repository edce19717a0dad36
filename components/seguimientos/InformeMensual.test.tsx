/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import type { AccionInforme } from "@/lib/seguimientos/queries";
import { InformeMensual, type PaginaInforme } from "./InformeMensual";

const accion = (id: number, nombre: string, o: Partial<AccionInforme> = {}): AccionInforme => ({
  id,
  nombre,
  horasEstimadas: 15,
  horasDedicadas: 0,
  fechaInicio: "2026-09-15",
  fechaFin: "2026-10-31",
  fechaInicioReal: null,
  fechaFinReal: null,
  completado: false,
  defase: 0,
  comentarios: "",
  desviaciones: "",
  medidasCorrectoras: "",
  modulo: { codigo: "0066", ciclo: "QUI301" },
  actualizado: "2026-09-01T08:00:00.000Z",
  horasMes: 0,
  horasAcumuladas: 0,
  ...o,
});

const pagina = (nombre: string, codigo: string, acciones: PaginaInforme["acciones"], docentes: string[], retrasadas = 0): PaginaInforme => ({
  modulo: { codigo, ciclo: "QUI301", curso: 1, nombre, cicloNombre: "Laboratorio de Análisis" },
  docentes,
  indicadores: { sesiones: { impartidas: 30, actuales: 33, totales: 90, indicador: 91 }, acciones: { impartida: 1, noImpartida: 6, totales: 7, indicador: 14 } },
  desviacion: { retrasadas, horasDesfase: 0, sinAsignar: 3 },
  acciones,
  sesionesMes: 12,
  asignadasMes: 9,
});

const paginas = [
  pagina(
    "Análisis químicos",
    "0066",
    [
      accion(1, "Muestreo", { completado: true, fechaInicioReal: "2026-09-16", fechaFinReal: "2026-10-21", horasDedicadas: 17.5, horasAcumuladas: 17.5, defase: 2.5, desviaciones: "Más prácticas", medidasCorrectoras: "Recortar el tema 3" }),
      accion(2, "Volumetrías", { fechaInicio: "2026-11-01", fechaFin: "2026-12-17", fechaInicioReal: "2026-10-22", horasMes: 8.25, horasAcumuladas: 12.75 }),
    ],
    ["Ana López Gracia"],
  ),
  pagina("Formación y orientación laboral", "0074", [], ["Luis Bescós Allué", "Carmen Royo Abadía"], 1),
];

describe("InformeMensual", () => {
  beforeEach(() => {
    render(<InformeMensual paginas={paginas} mes="2026-11" curso="2026/2027" departamento="Química" centro="CPIFP de Huesca" corte="2026-11-28" />);
  });

  test("one page per module with the centre, the month, the module and its teachers", () => {
    const hojas = screen.getAllByRole("article");
    expect(hojas.map((h) => h.getAttribute("aria-label"))).toEqual(["Informe de Análisis químicos", "Informe de Formación y orientación laboral"]);
    const [primera, segunda] = hojas;
    expect(primera).toHaveTextContent("CPIFP de Huesca · Departamento de Química · Curso 2026/2027");
    expect(within(primera).getByRole("heading", { level: 2 })).toHaveTextContent("Seguimiento de la programación · noviembre de 2026");
    expect(primera).toHaveTextContent("Análisis químicos (0066) · 1.º QUI301 Laboratorio de Análisis");
    expect(primera).toHaveTextContent("Docente: Ana López Gracia");
    expect(segunda).toHaveTextContent("Docentes: Luis Bescós Allué, Carmen Royo Abadía");
    expect(primera).toHaveTextContent("Sesiones del mes: 12 (9 asignadas)");
    expect(primera).toHaveTextContent("Sesiones hasta el 28/11/2026: 30 de 33 asignadas (91 %)");
    expect(primera).toHaveTextContent("Acciones completadas: 1 de 7 (14 %)");
  });

  test("each action's row: planned and real dates, hours in the month and to date, hours over the estimate and state", () => {
    const tabla = screen.getByRole("table", { name: "Acciones formativas de Análisis químicos" });
    const [, muestreo, volumetrias] = within(tabla).getAllByRole("row");
    expect(within(muestreo).getAllByRole("cell").map((c) => c.textContent)).toEqual(["Muestreo", "15/09/202631/10/2026", "16/09/202621/10/2026", "15 h", "0 h", "17,5 h+2,5 h", "Completada"]);
    expect(within(volumetrias).getAllByRole("cell").map((c) => c.textContent)).toEqual(["Volumetrías", "01/11/202617/12/2026", "22/10/2026—", "15 h", "8,25 h", "12,75 h", "En curso"]);
  });

  test("deviations: the actions' notes, or what the follow-up says when there are none", () => {
    const [primera, segunda] = screen.getAllByRole("article");
    expect(within(primera).getByRole("listitem")).toHaveTextContent("Muestreo. Desviación: Más prácticas Medidas: Recortar el tema 3");
    expect(segunda).toHaveTextContent("Sin acciones formativas programadas.");
    expect(segunda).toHaveTextContent("Hay desviaciones sin explicar en el seguimiento.");
    expect(within(segunda).queryByRole("listitem")).toBeNull();
  });
});
