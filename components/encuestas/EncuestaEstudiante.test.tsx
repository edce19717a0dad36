/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EncuestaEstudiante } from "./EncuestaEstudiante";

const refrescar = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: refrescar }) }));

const docente = (nombre: string, apellidos: string, email: string) => ({ nombre, apellidos, email });
const PENDIENTES = [
  { codigo: "0066", ciclo: "QUI301", curso: 1, nombre: "Análisis químicos", docente: docente("Ana", "López Gracia", "ana@c.test"), matriculados: 10 },
  { codigo: "0068", ciclo: "QUI301", curso: 1, nombre: "Ensayos físicos", docente: docente("Carmen", "Royo Abadía", "carmen@c.test"), matriculados: 3 },
];
const CUESTIONES = [
  { id: 4, numero: 1, texto: "Explica con claridad." },
  { id: 9, numero: 2, texto: "Resuelve las dudas." },
];
const AVISO_INCOMPLETO = "Debes contestar a todas las preguntas para poder enviar tu respuesta";

beforeAll(() => {
  // jsdom has neither; the form calls them to bring itself into view.
  Element.prototype.scrollIntoView = jest.fn();
  window.requestAnimationFrame = (cb) => {
    cb(0);
    return 0;
  };
});

function pintar(enviar = jest.fn().mockResolvedValue({ ok: true, message: "Gracias." }), pendientes = PENDIENTES) {
  render(<EncuestaEstudiante pendientes={pendientes} cuestiones={CUESTIONES} minimo={5} enviar={enviar} />);
  return { enviar, user: userEvent.setup() };
}

const pregunta = (n: number) => screen.getByRole("group", { name: new RegExp(`^${n}\\.`) });

describe("EncuestaEstudiante", () => {
  it("lists the pending modules with their teacher and says when there are none", () => {
    pintar();
    expect(screen.getByRole("button", { name: /Análisis químicos Ana López Gracia/ })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Elige un módulo de la lista para contestar su encuesta.")).toBeInTheDocument();
  });

  it("shows 'No tienes encuestas pendientes de contestar' with an empty list", () => {
    pintar(undefined, []);
    expect(screen.getByText("No tienes encuestas pendientes de contestar")).toBeInTheDocument();
  });

  it("replaces Enviar by the notice until every question has an answer, Ns/Nc included", async () => {
    const { user } = pintar();
    await user.click(screen.getByRole("button", { name: /Análisis químicos/ }));
    expect(screen.getByRole("button", { name: /Análisis químicos/ })).toHaveAttribute("aria-pressed", "true");
    expect(within(pregunta(1)).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["nsnc", ...Array.from({ length: 11 }, (_, i) => String(i))]);
    expect(screen.getByText(AVISO_INCOMPLETO)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Enviar" })).not.toBeInTheDocument();

    await user.click(within(pregunta(1)).getByRole("radio", { name: "8" }));
    expect(screen.getByText("Queda 1 pregunta.")).toBeInTheDocument();
    await user.click(within(pregunta(2)).getByRole("radio", { name: "Ns/Nc" }));
    expect(screen.queryByText(AVISO_INCOMPLETO)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar" })).toBeEnabled();
  });

  it("moves along the scale with the arrow keys", async () => {
    const { user } = pintar();
    await user.click(screen.getByRole("button", { name: /Análisis químicos/ }));
    await user.click(within(pregunta(1)).getByRole("radio", { name: "5" }));
    await user.keyboard("{ArrowRight}");
    expect(within(pregunta(1)).getByRole("radio", { name: "6" })).toBeChecked();
  });

  it("counts comment characters and stops at 200", async () => {
    const { user } = pintar();
    await user.click(screen.getByRole("button", { name: /Análisis químicos/ }));
    const comentario = screen.getByLabelText("Comentarios");
    await user.type(comentario, "Bien");
    expect(screen.getByText("4/200 caracteres")).toBeInTheDocument();
    expect(comentario).toHaveAttribute("maxLength", "200");
    expect(comentario).toHaveAccessibleDescription(/4\/200 caracteres/);
  });

  it("starts from a blank form when the student changes module", async () => {
    const { user } = pintar();
    await user.click(screen.getByRole("button", { name: /Análisis químicos/ }));
    await user.click(within(pregunta(1)).getByRole("radio", { name: "8" }));
    await user.type(screen.getByLabelText("Comentarios"), "Hola");
    await user.click(screen.getByRole("button", { name: /Ensayos físicos/ }));
    expect(screen.getByRole("heading", { name: "Ensayos físicos" })).toBeInTheDocument();
    expect(within(pregunta(1)).getByRole("radio", { name: "8" })).not.toBeChecked();
    expect(screen.getByLabelText("Comentarios")).toHaveValue("");
    // Fewer students than the minimum: the student is told before answering.
    expect(screen.getByText(/menos de 5 estudiantes/)).toBeInTheDocument();
  });

  it("sends Ns/Nc as an answer with no score, then clears the selection and shows the thanks", async () => {
    const { user, enviar } = pintar();
    await user.click(screen.getByRole("button", { name: /Análisis químicos/ }));
    expect(screen.queryByText(/menos de 5 estudiantes/)).not.toBeInTheDocument();
    await user.click(within(pregunta(1)).getByRole("radio", { name: "10" }));
    await user.click(within(pregunta(2)).getByRole("radio", { name: "Ns/Nc" }));
    await user.type(screen.getByLabelText("Comentarios"), "Muy bien");
    await user.click(screen.getByRole("button", { name: "Enviar" }));

    expect(enviar).toHaveBeenCalledWith(null, {
      modulo: { codigo: "0066", ciclo: "QUI301", docente: { email: "ana@c.test" } },
      respuestas: [
        { id: 4, resultado: 10 },
        { id: 9, resultado: null },
      ],
      comentario: "Muy bien",
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Gracias.");
    expect(screen.queryByRole("heading", { name: "Análisis químicos" })).not.toBeInTheDocument();
  });

  it("keeps the answers and shows the server's message when it refuses them", async () => {
    const { user } = pintar(jest.fn().mockResolvedValue({ ok: false, message: "Falta la respuesta a la pregunta 2.", fieldErrors: { respuestas: ["Falta la respuesta a la pregunta 2."] } }));
    await user.click(screen.getByRole("button", { name: /Análisis químicos/ }));
    await user.click(within(pregunta(1)).getByRole("radio", { name: "3" }));
    await user.click(within(pregunta(2)).getByRole("radio", { name: "4" }));
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Falta la respuesta a la pregunta 2.");
    expect(within(pregunta(1)).getByRole("radio", { name: "3" })).toBeChecked();
  });

  it("closes the form when there is nothing left to send (answered in another tab)", async () => {
    const { user } = pintar(jest.fn().mockResolvedValue({ ok: false, message: "Ya has contestado la encuesta de Análisis químicos (Ana López Gracia)." }));
    await user.click(screen.getByRole("button", { name: /Análisis químicos/ }));
    await user.click(within(pregunta(1)).getByRole("radio", { name: "3" }));
    await user.click(within(pregunta(2)).getByRole("radio", { name: "4" }));
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ya has contestado");
    expect(screen.queryByRole("heading", { name: "Análisis químicos" })).not.toBeInTheDocument();
    // The list on screen is out of date: it is read again.
    expect(refrescar).toHaveBeenCalledTimes(1);
  });
});
