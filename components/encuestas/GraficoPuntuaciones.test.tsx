/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { PUNTUACIONES } from "@/lib/encuestas/puntuaciones";
import { GraficoPuntuaciones, htmlGrafico } from "./GraficoPuntuaciones";

const porPuntuacion = new Map<number | null, number>([
  [null, 1],
  [7, 1],
  [8, 3],
  [9, 1],
]);
const veces = PUNTUACIONES.map((p) => porPuntuacion.get(p) ?? 0);

// The chart is HTML text for speed (decision 042): these tests check that the browser still gets the
// table a screen reader reads, and that nothing in it is taken as markup.
describe("GraficoPuntuaciones", () => {
  test("a table named by its caption: a header row of scores and a row of counts", () => {
    render(<GraficoPuntuaciones className="mt-1" veces={veces} titulo="Respuestas por puntuación a la pregunta 1" />);
    const tabla = screen.getByRole("table", { name: "Respuestas por puntuación a la pregunta 1" });
    expect(tabla.parentElement).toHaveClass("mt-1");
    expect(within(tabla).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Ns/Nc", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(within(tabla).getAllByRole("cell").map((c) => c.textContent)).toEqual(["1", "0", "0", "0", "0", "0", "0", "0", "1", "3", "1", "0"]);
  });

  test("a bar per score answered, the tallest for the most answers; Ns/Nc and zeros marked for the CSS", () => {
    const { container } = render(<GraficoPuntuaciones veces={veces} titulo="Pregunta 1" />);
    const celdas = [...container.querySelectorAll("td")];
    const alto = (td: Element) => (td.querySelector("span") as HTMLElement | null)?.style.height ?? null;
    expect(alto(celdas[9])).toBe("44px");
    expect(alto(celdas[8])).toBe("15px");
    expect(alto(celdas[1])).toBeNull();
    expect(celdas[0]).toHaveClass("nsnc");
    expect(celdas[1]).toHaveClass("cero");
    expect(container.querySelector("th")).toHaveClass("nsnc");
  });

  test("the caption is text, never markup", () => {
    const html = htmlGrafico(veces, 'Pregunta <img src=x onerror="alert(1)"> & "otra"');
    expect(html).toContain("<caption class=\"sr-only\">Pregunta &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;otra&quot;</caption>");
    render(<GraficoPuntuaciones veces={veces} titulo={'Pregunta <img src=x onerror="alert(1)">'} />);
    expect(screen.getByRole("table", { name: 'Pregunta <img src=x onerror="alert(1)">' })).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });
});
