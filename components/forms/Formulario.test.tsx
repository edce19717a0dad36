/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Formulario } from "./Formulario";

const pintar = () => (
  <Formulario aria-label="Datos" className="space-y-6" claseForm="flex-1">
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
    const form = screen.getByRole("form", { name: "Datos" });
    expect(form.firstElementChild).toHaveClass("space-y-6");
    // Those that place the form in its parent stay on the form.
    expect(form).toHaveClass("flex-1");
    expect(form).not.toHaveClass("space-y-6");
    // The wrapper is no group of its own: a form's groups are its real fieldsets.
    expect(within(form).queryByRole("group")).not.toBeInTheDocument();
  });

  it("opens when the page hydrates", async () => {
    const contenedor = document.createElement("div");
    contenedor.innerHTML = renderToString(pintar());
    document.body.appendChild(contenedor);
    expect(within(contenedor).getByLabelText("Campo")).toBeDisabled();
    await act(async () => {
      hydrateRoot(contenedor, pintar());
    });
    expect(within(contenedor).getByLabelText("Campo")).toBeEnabled();
    contenedor.remove();
  });
});
