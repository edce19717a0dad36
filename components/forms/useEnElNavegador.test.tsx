/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useEnElNavegador } from "./useEnElNavegador";

function Formulario() {
  const enElNavegador = useEnElNavegador();
  return (
    <fieldset disabled={!enElNavegador}>
      <input aria-label="Campo" />
    </fieldset>
  );
}

describe("useEnElNavegador", () => {
  it("is false in the server's HTML and true once rendered in the browser", () => {
    expect(renderToString(<Formulario />)).toContain("disabled");
    render(<Formulario />);
    expect(screen.getByLabelText("Campo")).toBeEnabled();
  });
});
