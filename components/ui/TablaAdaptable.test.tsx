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

// jsdom has no CSS: both versions are in the document, and the classes say which one shows.
describe("TablaAdaptable", () => {
  test("a table from 640 px and a list of cards below it, both with the same name", () => {
    render(<TablaAdaptable etiqueta="Solicitudes" filas={filas} columnas={columnas} clave={(f) => f.id} />);
    const tabla = screen.getByRole("table", { name: "Solicitudes" });
    const lista = screen.getByRole("list", { name: "Solicitudes" });
    expect(tabla.parentElement).toHaveClass("hidden", "sm:block");
    expect(lista).toHaveClass("sm:hidden");
    expect(within(tabla).getAllByRole("row")).toHaveLength(3);
    expect(within(lista).getAllByRole("listitem")).toHaveLength(2);
  });

  test("a priority column leaves the narrow table but stays on the card, with its label", () => {
    render(<TablaAdaptable etiqueta="Solicitudes" filas={filas} columnas={columnas} clave={(f) => f.id} />);
    const tabla = screen.getByRole("table", { name: "Solicitudes" });
    expect(within(tabla).getByRole("columnheader", { name: "NIF/NIE" })).toHaveClass("hidden", "md:table-cell");
    expect(within(tabla).getByRole("cell", { name: "12345678Z" })).toHaveClass("hidden", "md:table-cell", "font-mono");
    const tarjeta = within(screen.getByRole("list", { name: "Solicitudes" })).getAllByRole("listitem")[0];
    expect(within(tarjeta).getByText("NIF/NIE").tagName).toBe("DT");
    expect(within(tarjeta).getByText("12345678Z").tagName).toBe("DD");
  });

  test("the card puts the heading, the corner and the foot in place and leaves out what it need not repeat", () => {
    render(<TablaAdaptable etiqueta="Solicitudes" filas={filas} columnas={columnas} clave={(f) => f.id} />);
    const tarjeta = within(screen.getByRole("list", { name: "Solicitudes" })).getAllByRole("listitem")[1];
    expect(within(tarjeta).getByText("Martín Lanau, Diego")).toBeInTheDocument();
    expect(within(tarjeta).getByText("Resuelta")).toBeInTheDocument();
    expect(within(tarjeta).getByRole("button", { name: "Abrir 2" })).toBeInTheDocument();
    expect(within(tarjeta).queryByText("8")).toBeNull();
    expect(within(tarjeta).queryByText("Estado")).toBeNull();
    // The column of buttons has a header only for screen readers.
    expect(within(screen.getByRole("table")).getByRole("columnheader", { name: "Acciones" }).firstChild).toHaveClass("sr-only");
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
