/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { FormularioArticulo } from "./FormularioArticulo";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const nada = async () => null;
const inicial = { nombre: "", descripcion: "", aula: "", categoria: "", subcategoria: "" };

describe("FormularioArticulo in a centre that is still empty", () => {
  it("says there are no categories yet and who creates them, instead of an empty required list", () => {
    render(<FormularioArticulo codigo={null} inicial={inicial} aulas={["Aula 1"]} categorias={[]} guardar={nada} comprobarCodigo={nada} volver="/jefatura/inventario" />);
    expect(screen.getByText(/Todavía no hay categorías de inventario \(Inventario → Categorías\): las crea la administración del centro/)).toBeInTheDocument();
  });

  it("names both lists when there are neither rooms nor categories, and nothing when both exist", () => {
    const { rerender } = render(<FormularioArticulo codigo={null} inicial={inicial} aulas={[]} categorias={[]} guardar={nada} comprobarCodigo={nada} volver="/jefatura/inventario" />);
    expect(screen.getByText(/Todavía no hay aulas \(Centro → Aulas\) ni categorías de inventario/)).toBeInTheDocument();
    rerender(<FormularioArticulo codigo={null} inicial={inicial} aulas={["Aula 1"]} categorias={[{ nombre: "Mobiliario", subcategorias: [] }]} guardar={nada} comprobarCodigo={nada} volver="/jefatura/inventario" />);
    expect(screen.queryByText(/Todavía no hay/)).not.toBeInTheDocument();
  });
});
