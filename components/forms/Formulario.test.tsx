/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Formulario } from "./Formulario";

const pintar = () => (
  <Formulario aria-label="Datos" className="space-y-6">
    <input aria-label="Campo" name="campo" />
    <button type="submit">Enviar</button>
  </Formulario>
);

describe("Formulario", () => {
  it("comes closed in the server's HTML and opens once rendered in the browser", () => {
    const servidor = document.createElement("div");
    servidor.innerHTML = renderToString(pintar());
    expect(within(servidor).getByLabelText("Campo")).toBeDisabled();
    expect(within(servidor).getByRole("button", { name: "Enviar" })).toBeDisabled();

    render(pintar());
    expect(screen.getByLabelText("Campo")).toBeEnabled();
    expect(screen.getByRole("button", { name: "Enviar" })).toBeEnabled();
    // The layout classes go to the fieldset that holds the fields.
    expect(screen.getByRole("form", { name: "Datos" }).firstElementChild).toHaveClass("space-y-6");
  });
});
