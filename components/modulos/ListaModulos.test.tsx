/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { ListaModulos } from "./ListaModulos";

const modulos = [
  { codigo: "0066", ciclo: "QUI301", curso: 1, nombre: "Análisis químicos" },
  { codigo: "0070", ciclo: "QUI301", curso: 2, nombre: "Análisis instrumental" },
];

// The rows are laid out by a client component from texts written here (decision 051): each module
// keeps its own course, cycle, name and, when asked, its own link.
describe("ListaModulos", () => {
  test("each module in order with its course and cycle, linked to the page enlace gives it", () => {
    render(<ListaModulos modulos={modulos} enlace={(m) => `/docentes/docencia/${m.codigo}/${m.ciclo}`} vacio="Nada." />);
    const filas = screen.getAllByRole("listitem");
    expect(filas.map((f) => f.textContent)).toEqual(["1.º QUI301Análisis químicos", "2.º QUI301Análisis instrumental"]);
    expect(within(filas[1]).getByRole("link")).toHaveAttribute("href", "/docentes/docencia/0070/QUI301");
    expect(within(filas[0]).getByRole("link")).toHaveAttribute("href", "/docentes/docencia/0066/QUI301");
  });

  test("without enlace the rows are not links", () => {
    render(<ListaModulos modulos={modulos} vacio="Nada." />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  test("no modules: the empty message instead of a list", () => {
    render(<ListaModulos modulos={[]} vacio="El departamento no tiene módulos." />);
    expect(screen.getByText("El departamento no tiene módulos.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
