/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { ListaModulosSeguimiento, type FilaModulo } from "./ListaModulosSeguimiento";

const fila = (nombre: string, codigo: string, retrasadas: number, horasDesfase: number): FilaModulo => ({
  modulo: { codigo, ciclo: "QUI301", curso: 1, nombre },
  docentes: ["Ana López Gracia"],
  indicadores: {
    sesiones: { totales: 120, actuales: 40, impartidas: 30, indicador: 75 },
    acciones: { totales: 8, impartida: 2, noImpartida: 6, indicador: 25 },
  },
  desviacion: { retrasadas, horasDesfase, sinAsignar: 10 },
});
const modulos = [fila("Análisis químicos", "0066", 2, 1.5), fila("Formación y orientación laboral", "0074", 0, 0)];
const enlace = (m: FilaModulo["modulo"]) => `/jefatura/seguimientos/${m.codigo}/${m.ciclo}`;

// jsdom draws no CSS: the bars' look is app/globals.css's .barra-porcentaje, from --v; these tests
// check what it reads and what a screen reader gets. tests/e2e/seguimientos.spec.ts opens the pages.
describe("ListaModulosSeguimiento", () => {
  test("a named list with a link, the cycle, code and teachers, and both indicators per module", () => {
    render(<ListaModulosSeguimiento modulos={modulos} enlace={enlace} vacio="Sin módulos." etiqueta="Módulos del departamento" />);
    const filas = within(screen.getByRole("list", { name: "Módulos del departamento" })).getAllByRole("listitem");
    expect(filas).toHaveLength(2);
    expect(within(filas[0]).getByRole("link", { name: "Análisis químicos" })).toHaveAttribute("href", "/jefatura/seguimientos/0066/QUI301");
    expect(filas[0]).toHaveTextContent("1.º QUI301 · 0066 · Ana López Gracia");
    expect(filas[0]).toHaveTextContent("Sesiones: 30 de 40 asignadas");
    expect(filas[0]).toHaveTextContent("Acciones: 2 de 8 completadas");
    // Without conDesviacion the picker shows no deviation.
    expect(filas[0]).not.toHaveTextContent("retrasada");
  });

  test("each bar is an image named with its percentage, its width in --v and the number beside it", () => {
    render(<ListaModulosSeguimiento modulos={modulos} enlace={enlace} vacio="Sin módulos." etiqueta="Módulos" />);
    const barra = screen.getAllByRole("img", { name: "Sesiones hasta hoy asignadas: 75 %" })[0];
    expect(barra.style.getPropertyValue("--v")).toBe("75%");
    expect(barra.parentElement).toHaveClass("barra-porcentaje");
    expect(barra.nextElementSibling).toHaveTextContent(/^75 %$/);
    expect(barra.nextElementSibling).toHaveAttribute("aria-hidden", "true");
    expect(screen.getAllByRole("img", { name: "Acciones completadas: 25 %" })).toHaveLength(2);
  });

  test("with conDesviacion, delayed actions, extra hours and unassigned sessions", () => {
    render(<ListaModulosSeguimiento modulos={modulos} conDesviacion enlace={enlace} vacio="Sin módulos." etiqueta="Módulos por desviación" />);
    const [desviado, alDia] = within(screen.getByRole("list", { name: "Módulos por desviación" })).getAllByRole("listitem");
    expect(within(desviado).getByText("2 acciones retrasadas")).toHaveClass("text-red-800");
    expect(desviado).toHaveTextContent("Desfase: +1,5 h");
    expect(desviado).toHaveTextContent("10 sesiones sin asignar");
    expect(within(alDia).getByText("0 acciones retrasadas")).not.toHaveClass("text-red-800");
    expect(alDia).toHaveTextContent("Desfase: ninguno");
  });

  test("no modules: the empty message", () => {
    render(<ListaModulosSeguimiento modulos={[]} enlace={enlace} vacio="Tu departamento no tiene módulos." etiqueta="Módulos" />);
    expect(screen.getByText("Tu departamento no tiene módulos.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
