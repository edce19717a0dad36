/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import { CampoArea, CampoTexto } from "./Campos";

describe("length limit of a field (issue 48: refused, never cut)", () => {
  it("takes the whole pasted text and counts it instead of cutting it at the limit", () => {
    render(<CampoTexto etiqueta="Nombre" maxLength={30} />);
    const campo = screen.getByLabelText("Nombre") as HTMLInputElement;
    expect(campo).not.toHaveAttribute("maxlength");
    fireEvent.input(campo, { target: { value: "x".repeat(20) } });
    expect(screen.queryByText(/caracteres/)).toBeNull();
    fireEvent.input(campo, { target: { value: "x".repeat(25) } });
    expect(screen.getByText("25/30 caracteres")).toBeInTheDocument();
    fireEvent.input(campo, { target: { value: "x".repeat(35) } });
    expect(campo.value).toHaveLength(35);
    expect(screen.getByText("35 caracteres: como máximo 30")).toHaveClass("text-red-700");
  });

  it("counts a text area and a value already in the field; a short code shows the count only past its limit", () => {
    render(
      <>
        <CampoArea etiqueta="Comentarios" maxLength={200} defaultValue={"y".repeat(190)} />
        <CampoTexto etiqueta="Código postal" maxLength={5} />
      </>,
    );
    expect(screen.getByText("190/200 caracteres")).toBeInTheDocument();
    const cp = screen.getByLabelText("Código postal");
    fireEvent.input(cp, { target: { value: "22300" } });
    expect(screen.queryByText(/\/5 caracteres/)).toBeNull();
    fireEvent.input(cp, { target: { value: "223000" } });
    expect(screen.getByText("6 caracteres: como máximo 5")).toBeInTheDocument();
  });
});
