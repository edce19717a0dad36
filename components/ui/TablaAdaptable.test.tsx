/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { TablaAdaptable, type Columna } from "./TablaAdaptable";

type Fila = { id: number; nombre: string; nif: string; estado: string; orden: number };
const filas: Fila[] = [
  { id: 1, nombre: "Pérez Barrio, Lucía", nif: "12345678Z", estado: "Sin resolver", orden: 7 },
  { id: 2, nombre: "Martín Lanau, Diego", nif: "18034567Z", estado: "Resuelta", orden: 8 },
];
const columnas: Columna<Fila>[] = [
  { titulo: "N.º", tarjeta: "no", celda: (f) => f.orden },
  { titulo: "Estudiante", tarjeta: "titulo", celda: (f) => f.nombre },
  { titulo: "NIF/NIE", celda: (f) => f.nif, desde: "md", clase: "font-mono" },
  { titulo: "Estado", tarjeta: "esquina", celda: (f) => f.estado },
  { titulo: "Acciones", tituloOculto: true, tarjeta: "pie", celda: (f) => <button type="button">Abrir {f.id}</button> },
];

// jsdom has no CSS: these tests check the markup the phone layout of app/globals.css relies on
// (one table, data-tarjeta and data-l on each cell); tests/e2e/convalidaciones.spec.ts checks the
// cards as a phone draws them.
describe("TablaAdaptable", () => {
  test("one table, named by its caption, with a header row and a row per record", () => {
    const { container } = render(<TablaAdaptable etiqueta="Solicitudes" filas={filas} columnas={columnas} clave={(f) => f.id} />);
    const tabla = screen.getByRole("table", { name: "Solicitudes" });
    expect(container.querySelectorAll("table")).toHaveLength(1);
    expect(screen.queryByRole("list")).toBeNull();
    expect(tabla).toHaveClass("tabla-adaptable", "plano");
    expect(within(tabla).getAllByRole("row")).toHaveLength(3);
    // Each record's controls are drawn once.
    expect(screen.getAllByRole("button", { name: "Abrir 2" })).toHaveLength(1);
  });

  test("a priority column leaves the table only between 640 px and its width; on the card it keeps its label", () => {
    render(<TablaAdaptable etiqueta="Solicitudes" filas={filas} columnas={columnas} clave={(f) => f.id} />);
    const tabla = screen.getByRole("table", { name: "Solicitudes" });
    expect(within(tabla).getByRole("columnheader", { name: "NIF/NIE" })).toHaveClass("sm:max-md:hidden");
    const celda = within(tabla).getByRole("cell", { name: "12345678Z" });
    expect(celda).toHaveClass("sm:max-md:hidden", "font-mono");
    expect(celda).not.toHaveClass("hidden");
    // A labelled line of the card: its label in data-l (drawn by CSS), the value as one element.
    expect(celda).toHaveAttribute("data-l", "NIF/NIE");
    expect(celda).not.toHaveAttribute("data-tarjeta");
    expect(celda.children).toHaveLength(1);
    expect(celda).toHaveTextContent(/^12345678Z$/);
  });

  test("each cell says where it goes on the card; only labelled lines carry a label", () => {
    render(<TablaAdaptable etiqueta="Solicitudes" filas={filas} columnas={columnas} clave={(f) => f.id} />);
    const fila = within(screen.getByRole("table")).getAllByRole("row")[2];
    const celdas = within(fila).getAllByRole("cell");
    expect(celdas.map((c) => c.getAttribute("data-tarjeta"))).toEqual(["no", "titulo", null, "esquina", "pie"]);
    expect(celdas.map((c) => c.getAttribute("data-l"))).toEqual([null, null, "NIF/NIE", null, null]);
    expect(celdas[1]).toHaveTextContent(/^Martín Lanau, Diego$/);
    expect(within(celdas[4]).getByRole("button", { name: "Abrir 2" })).toBeInTheDocument();
    // The column of buttons has a header only for screen readers.
    expect(within(screen.getByRole("table")).getByRole("columnheader", { name: "Acciones" }).firstChild).toHaveClass("sr-only");
  });

  test("a value of its own on the card is drawn next to the table's, each shown at its width", () => {
    const conCiclo: Columna<Fila>[] = [...columnas, { titulo: "Ciclo", celda: () => "QUI301", enTarjeta: () => "QUI301 · Laboratorio" }];
    render(<TablaAdaptable etiqueta="Solicitudes" filas={filas.slice(0, 1)} columnas={conCiclo} clave={(f) => f.id} />);
    expect(screen.getByText("QUI301")).toHaveClass("max-sm:hidden");
    expect(screen.getByText("QUI301 · Laboratorio")).toHaveClass("sm:hidden");
  });

  test("a boxed list boxes the table from 640 px and each card under it", () => {
    const { container } = render(<TablaAdaptable etiqueta="Solicitudes" marco="caja" filas={filas} columnas={columnas} clave={(f) => f.id} />);
    expect(screen.getByRole("table")).toHaveClass("tabla-adaptable", "caja");
    expect(container.firstChild).toHaveClass("sm:rounded-xl", "sm:border");
    expect(container.firstChild).not.toHaveClass("rounded-xl");
  });

  test("an empty list says so once, or renders nothing", () => {
    const { rerender, container } = render(<TablaAdaptable etiqueta="Solicitudes" filas={[]} columnas={columnas} clave={(f) => f.id} vacio="Todavía no hay solicitudes." />);
    expect(screen.getAllByText("Todavía no hay solicitudes.")).toHaveLength(1);
    expect(screen.queryByRole("table")).toBeNull();
    rerender(<TablaAdaptable etiqueta="Solicitudes" filas={[]} columnas={columnas} clave={(f) => f.id} />);
    expect(container).toBeEmptyDOMElement();
  });

  test("a row header names the row for a screen reader", () => {
    render(<TablaAdaptable etiqueta="Antes y después" filas={["nombre"]} clave={(k) => k} columnas={[{ titulo: "Campo", cabeceraDeFila: true, celda: (k) => k }, { titulo: "Antes", celda: () => "Ana" }]} />);
    expect(screen.getByRole("rowheader", { name: "nombre" })).toBeInTheDocument();
  });
});
