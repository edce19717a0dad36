/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { BotonEnviar, PieFormulario } from "./PieFormulario";

describe("BotonEnviar", () => {
  it("submits, and while sending says so and cannot be pressed again", () => {
    const { rerender } = render(<BotonEnviar enviando={false} texto="Resolver" textoEnviando="Resolviendo…" />);
    const boton = screen.getByRole("button", { name: "Resolver" });
    expect(boton).toHaveAttribute("type", "submit");
    expect(boton).toBeEnabled();
    rerender(<BotonEnviar enviando texto="Resolver" textoEnviando="Resolviendo…" />);
    expect(screen.getByRole("button", { name: "Resolviendo…" })).toBeDisabled();
  });

  it("is also disabled for another reason, and keeps its own look", () => {
    render(<BotonEnviar enviando={false} texto="Guardar" disabled className="boton-secundario text-amber-900" />);
    const boton = screen.getByRole("button", { name: "Guardar" });
    expect(boton).toBeDisabled();
    expect(boton).toHaveClass("boton-secundario", "text-amber-900");
  });
});

describe("PieFormulario", () => {
  it("puts the button, any extra buttons and the form's message together", () => {
    render(
      <PieFormulario enviando texto="Crear campaña" textoEnviando="Creando…" estado={{ ok: false, message: "Revisa los campos marcados." }}>
        <button type="button">Cancelar</button>
      </PieFormulario>,
    );
    expect(screen.getByRole("button", { name: "Creando…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeEnabled();
    expect(screen.getByText("Revisa los campos marcados.")).toBeInTheDocument();
  });
});
