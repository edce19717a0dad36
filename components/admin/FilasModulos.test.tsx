/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { Accion } from "@/lib/accion";
import { dialogosEnJsdom } from "@/tests/support/dialogo";
import { FilasModulos } from "./FilasModulos";

dialogosEnJsdom();

const valores = (codigo: string, nombre: string) => ({ codigo, ciclo: "ELE202", curso: "1", nombre, horas: "", departamentoId: "3" });
const filas = [
  { detalle: "1.º ELE202 · horas sin indicar · Electricidad · 2 asignaciones", valores: valores("0232", "Automatismos industriales") },
  { detalle: "1.º ELE202 · 96 h · Electricidad · 1 asignación", valores: valores("0234", "Electrotecnia") },
];
const opciones = { ciclos: [{ valor: "ELE202", etiqueta: "ELE202 · Instalaciones Eléctricas" }], departamentos: [{ valor: "3", etiqueta: "Electricidad" }] };
const nada: Accion<unknown> = async () => null;

// The rows are drawn by a client component from values written on the server (decision 051): each
// row keeps its own title, detail, edit row and a delete button that asks about that module.
describe("FilasModulos", () => {
  test("each module in order with its code, name and detail, and its own edit and delete buttons", () => {
    render(<FilasModulos filas={filas} {...opciones} guardar={nada} eliminar={nada} vacio="Nada." />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items.map((i) => i.querySelector("p")?.textContent)).toEqual(["0232 · Automatismos industriales", "0234 · Electrotecnia"]);
    expect(within(items[1]).getByText("1.º ELE202 · 96 h · Electricidad · 1 asignación")).toBeInTheDocument();
    expect(items[1].querySelector("summary")).toHaveAttribute("aria-label", "Editar el módulo 0234 de ELE202");
    expect(within(items[1]).getByRole("button", { name: "Eliminar el módulo 0234 de ELE202" })).toBeInTheDocument();
  });

  test("deleting asks about that module and, confirmed, sends its code and cycle", async () => {
    const eliminar = jest.fn<ReturnType<Accion<unknown>>, Parameters<Accion<unknown>>>(async () => ({ ok: true, message: "Módulo 0234 eliminado." }));
    render(<FilasModulos filas={filas} {...opciones} guardar={nada} eliminar={eliminar} vacio="Nada." />);
    // No row carries its dialog until its button is used.
    expect(document.querySelector("dialog")).toBeNull();
    const boton = screen.getByRole("button", { name: "Eliminar el módulo 0234 de ELE202" });
    fireEvent.click(boton);
    const dialogo = screen.getByRole("dialog", { name: "Eliminar módulo" });
    expect(document.querySelectorAll("dialog")).toHaveLength(1);
    expect(dialogo).toHaveAttribute("open");
    expect(dialogo).toHaveTextContent("¿Eliminar el módulo 0234 (Electrotecnia) de ELE202? Solo se puede si nadie lo imparte");
    // Cancelled, it closes and stays for the next time.
    fireEvent.click(within(dialogo).getByRole("button", { name: "Cancelar" }));
    expect(dialogo).not.toHaveAttribute("open");
    fireEvent.click(boton);
    expect(dialogo).toHaveAttribute("open");
    expect(eliminar).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialogo).getByRole("button", { name: "Eliminar" })));
    expect(eliminar).toHaveBeenCalledTimes(1);
    expect(eliminar).toHaveBeenCalledWith(null, { codigo: "0234", ciclo: "ELE202" });
    expect(await screen.findByText("Módulo 0234 eliminado.")).toBeInTheDocument();
  });

  test("no modules: the empty message instead of a list", () => {
    render(<FilasModulos filas={[]} {...opciones} guardar={nada} eliminar={nada} vacio="No hay módulos con estos filtros." />);
    expect(screen.getByText("No hay módulos con estos filtros.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
