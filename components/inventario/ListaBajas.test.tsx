/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { ListaBajas, type Baja } from "./ListaBajas";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const bajas: Baja[] = [
  { codigo: 31, nombre: "Estufa de secado", aula: "Laboratorio de Química", departamento: "Química", fechabaja: "2026-03-02", motivoBaja: "Termostato roto", bajaPor: "Javier Arnal" },
  { codigo: 62, nombre: "Monitor 24 pulgadas", aula: "Aula 5", departamento: "Informática y Comunicaciones", fechabaja: "2025-06-30", motivoBaja: null, bajaPor: null },
];
const recuperar = jest.fn();

describe("ListaBajas", () => {
  test("each article with its code, name, room, department, date, who and why, and its own 'Recuperar'", () => {
    render(<ListaBajas bajas={bajas} recuperar={recuperar} />);
    const [estufa, monitor] = within(screen.getByRole("list", { name: "Artículos dados de baja" })).getAllByRole("listitem");
    expect(estufa).toHaveTextContent("31 · Estufa de secado");
    expect(estufa).toHaveTextContent("Laboratorio de Química · Química · Dado de baja el 02/03/2026 por Javier Arnal: Termostato roto");
    // Without who or why, the line ends at the date.
    expect(within(monitor).getByText("Aula 5 · Informática y Comunicaciones · Dado de baja el 30/06/2025")).toBeInTheDocument();
    expect(within(monitor).getByRole("button", { name: "Recuperar el artículo 62 (Monitor 24 pulgadas)" })).toBeEnabled();
    expect(recuperar).not.toHaveBeenCalled();
  });

  test("no decommissioned articles: the empty message", () => {
    render(<ListaBajas bajas={[]} recuperar={recuperar} />);
    expect(screen.getByText("No hay artículos dados de baja.")).toBeInTheDocument();
  });
});
