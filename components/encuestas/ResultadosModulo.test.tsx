/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { explicarVisibilidad, resumirCuestiones } from "@/lib/encuestas/puntuaciones";
import type { ResultadoModulo } from "@/lib/encuestas/resultados";
import { ResultadosModulo } from "./ResultadosModulo";

const cuestiones = [
  { id: 7, texto: "Explica con claridad.", orden: 2 },
  { id: 3, texto: "Las clases están bien organizadas y preparadas.", orden: 1 },
];
// Question 3: one Ns/Nc, two 8s and a 10; question 7: a single 5.
const recuentos = [
  { cuestionId: 3, resultado: null, veces: 1 },
  { cuestionId: 3, resultado: 8, veces: 2 },
  { cuestionId: 3, resultado: 10, veces: 1 },
  { cuestionId: 7, resultado: 5, veces: 1 },
];

const resultado = (visible: boolean): ResultadoModulo => ({
  campana: { id: 1, nombre: "Primer trimestre", cursoAcademico: "2026-27", abre: "2026-11-02", cierra: "2026-11-30", estado: "abierta" },
  modulo: { codigo: "0066", nombre: "Análisis químicos", ciclo: "QUI301", curso: 1 },
  docente: { email: "ana.lopez@cpifp-huesca.test", nombre: "Ana", apellidos: "López Gracia" },
  estado: "abierta",
  visible,
  motivo: visible ? null : "pocas",
  respuestas: 4,
  publicadas: visible ? 4 : 0,
  minimo: 4,
  faltan: visible ? 0 : 1,
  cuestiones: visible ? resumirCuestiones(cuestiones, recuentos) : [],
  comentarios: [],
});

// The questions are laid out by a client component from their counts (decision 051): these tests
// check that each question still gets its own text, average and counts, in questionnaire order.
describe("ResultadosModulo", () => {
  test("each question in order, with its number, average and a chart of its own counts", () => {
    render(<ResultadosModulo resultado={resultado(true)} mostrarDocente />);
    const seccion = screen.getByRole("region", { name: "Análisis químicos (1.º QUI301)" });
    expect(seccion).toHaveTextContent("Ana López Gracia");
    const preguntas = within(seccion).getAllByRole("listitem");
    expect(preguntas).toHaveLength(2);
    expect(preguntas[0]).toHaveTextContent("1. Las clases están bien organizadas y preparadas.");
    expect(preguntas[0]).toHaveTextContent("Media8,67");
    const celdas = (n: number) => within(screen.getByRole("table", { name: `Respuestas por puntuación a la pregunta ${n}` })).getAllByRole("cell").map((c) => c.textContent);
    expect(celdas(1)).toEqual(["1", "0", "0", "0", "0", "0", "0", "0", "0", "2", "0", "1"]);
    expect(preguntas[1]).toHaveTextContent("2. Explica con claridad.");
    expect(preguntas[1]).toHaveTextContent("Media5,00");
    expect(celdas(2)).toEqual(["0", "0", "0", "0", "0", "0", "1", "0", "0", "0", "0", "0"]);
  });

  test("hidden results: why, and no question or chart", () => {
    const oculto = resultado(false);
    render(<ResultadosModulo resultado={oculto} />);
    expect(screen.getByText(explicarVisibilidad(oculto)!)).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
