/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { AVISO_DATOS_DOCENTE, DatosDocente } from "./DatosDocente";

describe("DatosDocente", () => {
  it("shows the name read-only with the note on where to change it, and no button that changes nothing", () => {
    render(<DatosDocente nombre="Ana" apellidos="López Gracia" />);
    expect(screen.getByRole("textbox", { name: "Nombre" })).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Apellidos" })).toHaveAccessibleDescription(AVISO_DATOS_DOCENTE);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
