/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RejillaHorario } from "./RejillaHorario";

const franjas = [
  { id: 1, inicio: "08:30", fin: "09:25", recreo: false },
  { id: 2, inicio: "09:25", fin: "10:20", recreo: false },
  { id: 3, inicio: "10:20", fin: "10:50", recreo: true },
];
const celdas = [
  { clave: "a", dia: 1, franjaId: 1, titulo: "Análisis químicos", lineas: ["QUI301 · 1QUI301", "Ana López Gracia"], desdoble: false },
  { clave: "b", dia: 3, franjaId: 2, titulo: "Análisis instrumental", lineas: ["QUI301 · 2QUI301", "Luis Bescós Allué"], desdoble: true },
  { clave: "c", dia: 3, franjaId: 2, titulo: "Análisis instrumental", lineas: ["QUI301 · 2QUI301", "Ana López Gracia"], desdoble: true },
];

describe("RejillaHorario", () => {
  it("shows the week: slots as rows, Lunes … Viernes as columns, breaks across, today's column and the slot now marked", () => {
    render(<RejillaHorario titulo="Horario de Aula 4" vacio="—" franjas={franjas} celdas={celdas} hoy={3} franjaActual={2} />);
    const tabla = screen.getByRole("table", { name: "Horario de Aula 4" });
    const cabeceras = within(tabla).getAllByRole("columnheader").map((c) => c.textContent);
    expect(cabeceras).toEqual(["Hora", "Lunes", "Martes", "MiércolesHoy", "Jueves", "Viernes"]);
    expect(within(tabla).getByRole("columnheader", { name: /Miércoles/ })).toHaveAttribute("aria-current", "date");
    const filas = within(tabla).getAllByRole("row");
    expect(within(filas[2]).getByRole("rowheader")).toHaveAttribute("aria-current", "time");
    expect(within(filas[2]).getAllByRole("cell")[2]).toHaveTextContent("Análisis instrumentalQUI301 · 2QUI301Luis Bescós AlluéDesdobleAnálisis instrumentalQUI301 · 2QUI301Ana López GraciaDesdoble");
    expect(within(filas[3]).getByRole("cell")).toHaveTextContent("Recreo");
    expect(within(filas[1]).getAllByRole("cell")[0]).toHaveTextContent("Análisis químicos");
  });

  it("on a phone shows one day at a time, starting today, with keyboard-operable day tabs", async () => {
    const user = userEvent.setup();
    render(<RejillaHorario titulo="Horario" vacio="—" franjas={franjas} celdas={celdas} hoy={3} franjaActual={null} />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.getAttribute("aria-label"))).toEqual(["Lunes", "Martes", "Miércoles (hoy)", "Jueves", "Viernes"]);
    expect(screen.getByRole("tab", { name: "Miércoles (hoy)" })).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getAllByText("Análisis instrumental")).toHaveLength(2);

    await user.click(screen.getByRole("tab", { name: "Lunes" }));
    expect(within(screen.getByRole("tabpanel")).getByText("Análisis químicos")).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Viernes" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Viernes" })).toHaveAttribute("aria-selected", "true");
    expect(within(screen.getByRole("tabpanel")).queryByText(/Análisis/)).toBeNull();
  });

  it("says so when the week is empty", () => {
    render(<RejillaHorario titulo="Horario" vacio="Todavía no se ha cargado el horario de esta aula." franjas={franjas} celdas={[]} hoy={null} franjaActual={null} />);
    expect(screen.getByText("Todavía no se ha cargado el horario de esta aula.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
