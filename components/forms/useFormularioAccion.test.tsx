/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { z } from "zod";
import type { EstadoFormulario } from "@/lib/errors";
import { CampoTexto } from "./Campos";
import { useFormularioAccion, type CargaEsquema } from "./useFormularioAccion";

const esquema = z.object({ nombre: z.string().trim().min(3, "Escribe al menos 3 letras") });
type Valores = { nombre: string; nota: string };
type Accion = (prev: EstadoFormulario<undefined>, entrada: unknown) => Promise<EstadoFormulario<undefined>>;

function Formulario({ schema, accion }: { schema: CargaEsquema; accion: Accion }) {
  const { form, estado, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, undefined>({ schema, accion, valores: { nombre: "", nota: "" } });
  return (
    <>
      <button type="button">Fuera del formulario</button>
      <form onSubmit={onSubmit} {...cargarValidacion} noValidate aria-label="Prueba">
        <CampoTexto etiqueta="Nombre" {...form.register("nombre")} error={error("nombre")} />
        <CampoTexto etiqueta="Nota" {...form.register("nota")} error={error("nota")} />
        <button type="submit">Guardar</button>
        {estado && <p role="status">{estado.message}</p>}
      </form>
    </>
  );
}

const guardado: Accion = async () => ({ ok: true, message: "Guardado" });

function pintar(schema: CargaEsquema, accion: Accion = guardado) {
  const enviar = jest.fn(accion);
  render(<Formulario schema={schema} accion={enviar} />);
  return { enviar, user: userEvent.setup() };
}

describe("useFormularioAccion: the schema arrives on demand", () => {
  it("loads nothing until the form is touched, then loads once however many fields are used", async () => {
    const cargar = jest.fn(async () => esquema);
    const { user } = pintar(cargar);
    await user.click(screen.getByRole("button", { name: "Fuera del formulario" }));
    expect(cargar).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText("Nombre"));
    expect(cargar).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText("Nombre"), "ab");
    await user.click(screen.getByLabelText("Nota"));
    await user.tab();
    await user.click(screen.getByLabelText("Nombre"));
    expect(await screen.findByText("Escribe al menos 3 letras")).toBeInTheDocument();
    expect(cargar).toHaveBeenCalledTimes(1);
  });

  it("shows a field's message when it is left with bad input, once the schema is there, and clears it when fixed", async () => {
    let llegar: (s: z.ZodType) => void = () => undefined;
    const cargar = jest.fn(() => new Promise<z.ZodType>((r) => (llegar = r)));
    const { user } = pintar(cargar);
    await user.type(screen.getByLabelText("Nombre"), "ab");
    await user.tab();
    // Still downloading: the blur's validation waits for it instead of passing the field.
    expect(screen.queryByText("Escribe al menos 3 letras")).not.toBeInTheDocument();
    llegar(esquema);
    expect(await screen.findByText("Escribe al menos 3 letras")).toBeInTheDocument();
    expect(screen.getByLabelText("Nombre")).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText("Nombre"), "c");
    await waitFor(() => expect(screen.queryByText("Escribe al menos 3 letras")).not.toBeInTheDocument());
  });

  it("a submit with nothing loaded yet loads the schema itself and stops on the first bad field", async () => {
    const cargar = jest.fn(async () => esquema);
    const { enviar } = pintar(cargar);
    // A submit without any focus or pointer event before it (e.g. requestSubmit from a script).
    (screen.getByRole("form", { name: "Prueba" }) as HTMLFormElement).requestSubmit();
    expect(await screen.findByText("Escribe al menos 3 letras")).toBeInTheDocument();
    expect(cargar).toHaveBeenCalledTimes(1);
    expect(enviar).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText("Nombre")).toHaveFocus());
  });

  it("if the schema cannot be downloaded the submit goes to the server, whose field errors land on the fields; the next interaction tries again", async () => {
    const cargar = jest.fn(async (): Promise<z.ZodType> => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const { enviar, user } = pintar(cargar, async () => ({ ok: false, message: "Revisa los campos marcados.", fieldErrors: { nombre: ["Escribe al menos 3 letras"] } }));
    await user.type(screen.getByLabelText("Nombre"), "ab");
    await user.click(screen.getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0][1]).toEqual({ nombre: "ab", nota: "" });
    expect(await screen.findByText("Escribe al menos 3 letras")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Nombre")).toHaveFocus());
    // A failed download is not remembered: the network may be back.
    expect(cargar.mock.calls.length).toBeGreaterThan(1);
  });

  it("a valid form sends its raw values to the action", async () => {
    const { enviar, user } = pintar(async () => esquema);
    await user.type(screen.getByLabelText("Nombre"), "  Ana  ");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Guardado");
    expect(enviar.mock.calls[0][1]).toEqual({ nombre: "  Ana  ", nota: "" });
  });
});

describe("useFormularioAccion: the server's last message", () => {
  it("is no longer shown once a later submit is refused in the browser, and the next answer shows again", async () => {
    const { user } = pintar(async () => esquema);
    await user.type(screen.getByLabelText("Nombre"), "Ana María");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Guardado");

    await user.clear(screen.getByLabelText("Nombre"));
    await user.type(screen.getByLabelText("Nombre"), "ab");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Escribe al menos 3 letras")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Nombre"), "c");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Guardado");
  });
});

describe("useFormularioAccion: focus after a refused submit", () => {
  const dos = z.object({ nombre: z.string().min(1, "Falta el nombre"), categoria: z.string().min(1, "Falta la categoría") });
  type Dos = { nombre: string; categoria: string };

  // As the inventory form does: a field registered before the JSX (for its own onChange) that
  // the page shows after the others.
  function RegistradoAntes() {
    const { form, onSubmit, cargarValidacion, error } = useFormularioAccion<Dos, undefined>({ schema: async () => dos, accion: guardado, valores: { nombre: "", categoria: "" } });
    const registroCategoria = form.register("categoria");
    return (
      <form onSubmit={onSubmit} {...cargarValidacion} noValidate aria-label="Artículo">
        <CampoTexto etiqueta="Nombre" {...form.register("nombre")} error={error("nombre")} />
        <CampoTexto etiqueta="Categoría" {...registroCategoria} error={error("categoria")} />
        <button type="submit">Guardar</button>
      </form>
    );
  }

  it("goes to the first field with an error on the page, not the first one registered", async () => {
    render(<RegistradoAntes />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Falta la categoría")).toBeInTheDocument();
    expect(screen.getByLabelText("Nombre")).toHaveFocus();

    await user.type(screen.getByLabelText("Nombre"), "Probeta");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(screen.getByLabelText("Categoría")).toHaveFocus());
  });
});
