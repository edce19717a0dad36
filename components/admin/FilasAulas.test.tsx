/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { Accion } from "@/lib/accion";
import { dialogosEnJsdom } from "@/tests/support/dialogo";
import { FilasAulas } from "./FilasAulas";

dialogosEnJsdom();

const filas = [
  { detalle: "Laboratorio · 24 puestos", valores: { id: "7", nombre: "Laboratorio 2", tipo: "laboratorio", capacidad: "24" } },
  { detalle: "Aula · capacidad sin indicar", valores: { id: "12", nombre: "Aula 13", tipo: "aula", capacidad: "" } },
];
const nada: Accion<unknown> = async () => null;

// The rows are drawn by a client component from values written on the server (decision 051).
describe("FilasAulas", () => {
  test("each room in order with its name and detail, and its own edit and delete buttons", () => {
    render(<FilasAulas filas={filas} guardar={nada} eliminar={nada} vacio="Todavía no hay aulas." />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((i) => i.querySelector("p")?.textContent)).toEqual(["Laboratorio 2", "Aula 13"]);
    expect(within(items[1]).getByText("Aula · capacidad sin indicar")).toBeInTheDocument();
    expect(items[1].querySelector("summary")).toHaveAttribute("aria-label", "Editar el aula Aula 13");
    expect(within(items[1]).getByRole("button", { name: "Eliminar el aula Aula 13" })).toBeInTheDocument();
  });

  test("deleting asks about that room and, confirmed, sends its id as a number", async () => {
    const eliminar = jest.fn<ReturnType<Accion<unknown>>, Parameters<Accion<unknown>>>(async () => ({ ok: false, message: "El aula tiene inventario." }));
    render(<FilasAulas filas={filas} guardar={nada} eliminar={eliminar} vacio="Todavía no hay aulas." />);
    fireEvent.click(screen.getByRole("button", { name: "Eliminar el aula Laboratorio 2" }));
    const dialogo = screen.getByRole("dialog", { name: "Eliminar aula" });
    expect(dialogo).toHaveTextContent("¿Eliminar el aula Laboratorio 2?");
    await act(async () => fireEvent.click(within(dialogo).getByRole("button", { name: "Eliminar" })));
    expect(eliminar).toHaveBeenCalledWith(null, { id: 7 });
    // A refusal stays next to that row's button.
    expect(within(screen.getAllByRole("listitem")[0]).getByRole("alert")).toHaveTextContent("El aula tiene inventario.");
  });

  test("no rooms: the empty message instead of a list", () => {
    render(<FilasAulas filas={[]} guardar={nada} eliminar={nada} vacio="Todavía no hay aulas." />);
    expect(screen.getByText("Todavía no hay aulas.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
