/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MATRICULA_EJEMPLO } from "@/tests/support/matricula";
import { FormularioMatricula, type PropsFormularioMatricula } from "./FormularioMatricula";

const CICLOS = [
  { codigo: "IFC201", nombre: "Sistemas Microinformáticos y Redes" },
  { codigo: "QUI301", nombre: "Laboratorio de Análisis y de Control de Calidad" },
  { codigo: "ELE202", nombre: "Instalaciones Eléctricas y Automáticas" },
];
const MODULOS: Record<string, { codigo: string; nombre: string; curso: number }[]> = {
  IFC201: [{ codigo: "0221", nombre: "Montaje y mantenimiento de equipos", curso: 1 }, { codigo: "0222", nombre: "Sistemas operativos monopuesto", curso: 1 }, { codigo: "0224", nombre: "Sistemas operativos en red", curso: 2 }],
  QUI301: [{ codigo: "0065", nombre: "Muestreo y preparación de la muestra", curso: 1 }],
  ELE202: [{ codigo: "0232", nombre: "Automatismos industriales", curso: 1 }],
};
const MUNICIPIOS: Record<string, { id: string; nombre: string }[]> = {
  "22": [{ id: "22125", nombre: "Huesca" }, { id: "22130", nombre: "Jaca" }],
  "44": [{ id: "44216", nombre: "Teruel" }, { id: "44013", nombre: "Alcañiz" }],
};
const HUESCA = { id: "22", nombre: "Huesca" };
const CODIGOS: Record<string, { municipio: { id: string; nombre: string }; provincia: { id: string; nombre: string } }[]> = {
  "22003": [{ municipio: { id: "22125", nombre: "Huesca" }, provincia: HUESCA }],
  "22700": [{ municipio: { id: "22130", nombre: "Jaca" }, provincia: HUESCA }],
};
const VACIOS = { direccion: "", codigoPostal: "", provincia: { id: "", nombre: "" }, localidad: { id: "", nombre: "" } };

function pintar(cambios: Partial<PropsFormularioMatricula> = {}) {
  const props: PropsFormularioMatricula = {
    valores: MATRICULA_EJEMPLO,
    email: "diego.martin@cpifp-huesca.test",
    cursoAcademico: "2026/2027",
    centro: { nombre: "CPIFP de Huesca", lineas: ["22004 Huesca"], localidad: "Huesca" },
    provincias: [{ id: "22", nombre: "Huesca" }, { id: "44", nombre: "Teruel" }],
    paises: [{ codigo: "ES", nombre: "España" }, { codigo: "MA", nombre: "Marruecos" }],
    municipios: { "22": MUNICIPIOS["22"] },
    ciclos: CICLOS,
    modulos: { IFC201: MODULOS.IFC201 },
    rutas: [{ id: 1, nombre: "Huesca - Jaca" }, { id: 2, nombre: "Provincial" }],
    enviar: jest.fn().mockResolvedValue({ ok: true, message: "Matrícula enviada correctamente. Lleva una copia impresa al centro educativo" }),
    guardarBorrador: jest.fn().mockResolvedValue({ ok: true, message: "Borrador guardado a las 10:15" }),
    cargarMunicipios: jest.fn(async (id: string) => MUNICIPIOS[id] ?? []),
    // Like the copy: unanswered unless a test asks (its answer would land outside act).
    buscarCodigoPostal: () => new Promise(() => {}),
    cargarModulos: jest.fn(async (ciclo: string) => MODULOS[ciclo] ?? []),
    imprimir: jest.fn(),
    // The copy's module never arrives unless a test asks for it: it would update the form after
    // the test ends (outside act).
    cargarCopia: () => new Promise(() => {}),
    autoguardado: 30,
    ...cambios,
  };
  render(<FormularioMatricula {...props} />);
  return { props, user: userEvent.setup() };
}

const grupo = (nombre: string) => screen.queryByRole("group", { name: nombre });
const TRANSPORTE = "4. Solicitud de ruta de transporte";

describe("FormularioMatricula: spec §4 conditional sections", () => {
  it("shows the transport section only for cycles whose code contains 201 or 202, and a new cycle clears the modules", async () => {
    const { user, props } = pintar();
    expect(grupo(TRANSPORTE)).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "1.º · Montaje y mantenimiento de equipos" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "2.º · Sistemas operativos en red" })).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText("Ciclo formativo"), "QUI301");
    expect(grupo(TRANSPORTE)).not.toBeInTheDocument();
    expect(grupo("4. Protección de datos")).toBeInTheDocument();
    expect(await screen.findByRole("checkbox", { name: "1.º · Muestreo y preparación de la muestra" })).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText("Ciclo formativo"), "ELE202");
    expect(within(grupo(TRANSPORTE)!).getByLabelText("Ruta de transporte")).toHaveValue("");
    expect(within(grupo(TRANSPORTE)!).getByRole("option", { name: "No necesitaré transporte" })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Ciclo formativo"), "");
    expect(screen.queryByRole("list", { name: /Módulos de/ })).not.toBeInTheDocument();
    expect(screen.getByText("Elige primero un ciclo para ver sus módulos.")).toBeInTheDocument();

    // The starting cycle's modules came with the page; each other cycle's are asked for once.
    await user.selectOptions(screen.getByLabelText("Ciclo formativo"), "IFC201");
    await user.selectOptions(screen.getByLabelText("Ciclo formativo"), "QUI301");
    expect(await screen.findByRole("checkbox", { name: "1.º · Muestreo y preparación de la muestra" })).toBeInTheDocument();
    expect((props.cargarModulos as jest.Mock).mock.calls).toEqual([["QUI301"], ["ELE202"]]);
  });

  it("says so when a cycle's modules cannot be loaded, and asks again with «Volver a intentarlo»", async () => {
    let falla = true;
    const { user, props } = pintar({ cargarModulos: jest.fn(async (ciclo: string) => (falla ? Promise.reject(new Error("sin red")) : MODULOS[ciclo])) });
    await user.selectOptions(screen.getByLabelText("Ciclo formativo"), "QUI301");
    expect(await screen.findByRole("alert")).toHaveTextContent("No se han podido cargar los módulos del ciclo. Comprueba la conexión y vuelve a intentarlo.");
    expect(screen.queryByRole("list", { name: /Módulos de/ })).not.toBeInTheDocument();

    falla = false;
    await user.click(screen.getByRole("button", { name: "Volver a intentarlo" }));
    expect(await screen.findByRole("checkbox", { name: "1.º · Muestreo y preparación de la muestra" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(props.cargarModulos).toHaveBeenCalledTimes(2);
  });

  it("asks for the point of departure only for 'Provincial', and empties it when the route changes", async () => {
    const { user } = pintar();
    const salida = () => screen.queryByLabelText("Punto de salida de la ruta provincial");
    expect(salida()).toHaveValue("Sabiñánigo");
    await user.selectOptions(screen.getByLabelText("Ruta de transporte"), "Huesca - Jaca");
    expect(salida()).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Ruta de transporte"), "Provincial");
    expect(salida()).toHaveValue("");
    await user.type(salida()!, "Biescas");
    await user.selectOptions(screen.getByLabelText("Ruta de transporte"), "");
    await user.selectOptions(screen.getByLabelText("Ruta de transporte"), "Provincial");
    expect(salida()).toHaveValue("");
  });

  it("shows the course domicile only while 'Viviré en un domicilio diferente este curso' is ticked", async () => {
    const { user } = pintar();
    expect(grupo("Domicilio durante el curso")).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Viviré en un domicilio diferente este curso" }));
    const curso = grupo("Domicilio durante el curso")!;
    expect(within(curso).getByLabelText("Dirección")).toHaveValue("");
    expect(within(curso).getByLabelText("Localidad")).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Viviré en un domicilio diferente este curso" }));
    expect(grupo("Domicilio durante el curso")).not.toBeInTheDocument();
  });

  it("offers birth province and locality as dropdowns only for España, localities of the chosen province", async () => {
    const { user, props } = pintar();
    const datos = grupo("1. Datos del alumno/a")!;
    const localidad = () => within(datos).getByLabelText("Localidad de nacimiento");
    expect(localidad().tagName).toBe("SELECT");
    expect(localidad()).toHaveValue("22130");

    await user.selectOptions(within(datos).getByLabelText("Provincia de nacimiento"), "44");
    expect(props.cargarMunicipios).toHaveBeenCalledWith("44");
    await waitFor(() => expect(within(localidad()).getByRole("option", { name: "Teruel" })).toBeInTheDocument());
    expect(within(localidad()).queryByRole("option", { name: "Jaca" })).not.toBeInTheDocument();
    expect(localidad()).toHaveValue("");

    await user.selectOptions(within(datos).getByLabelText("País de nacimiento"), "MA");
    expect(within(datos).getByLabelText("Provincia de nacimiento").tagName).toBe("INPUT");
    expect(localidad().tagName).toBe("INPUT");
    expect(localidad()).toHaveValue("");
  });
});

describe("FormularioMatricula: labels say what the lists hold (issue 48)", () => {
  it("the nationality list is of countries, and says so", () => {
    pintar();
    expect(screen.getByRole("combobox", { name: "País de nacionalidad" })).toHaveValue("ES");
    expect(screen.queryByRole("combobox", { name: "Nacionalidad" })).not.toBeInTheDocument();
  });
});

describe("FormularioMatricula: the postal code proposes its municipality", () => {
  it("offers the municipalities a typed code serves and fills province and locality on a click", async () => {
    const buscarCodigoPostal = jest.fn(async (cp: string) => CODIGOS[cp] ?? []);
    const { user } = pintar({ buscarCodigoPostal });
    const domicilio = grupo("2. Domicilio donde vivo habitualmente")!;
    await waitFor(() => expect(buscarCodigoPostal).toHaveBeenCalledWith("22003"));
    // The example's 22003 is Huesca's: nothing to propose.
    expect(within(domicilio).queryByText(/es de:/)).not.toBeInTheDocument();
    await user.clear(within(domicilio).getByLabelText("Código postal"));
    await user.type(within(domicilio).getByLabelText("Código postal"), "22 700");
    expect(await within(domicilio).findByText("El código postal 22700 es de:")).toBeInTheDocument();
    expect(buscarCodigoPostal).toHaveBeenCalledWith("22700");
    await user.click(within(domicilio).getByRole("button", { name: "Jaca (Huesca)" }));
    expect(within(domicilio).getByLabelText("Localidad")).toHaveValue("22130");
    expect(within(domicilio).getByLabelText("Código postal")).toHaveValue("22700");
    expect(within(domicilio).queryByText(/es de:/)).not.toBeInTheDocument();

    await user.clear(within(domicilio).getByLabelText("Código postal"));
    await user.type(within(domicilio).getByLabelText("Código postal"), "22000");
    expect(await within(domicilio).findByText("No hay ninguna localidad con el código postal 22000.")).toBeInTheDocument();
  });
});

describe("FormularioMatricula: sending and the draft", () => {
  it("puts the schema's messages next to the fields and sends nothing while something is wrong", async () => {
    const { user, props } = pintar({ valores: { ...MATRICULA_EJEMPLO, dni: "18034567A", domicilio: { ...MATRICULA_EJEMPLO.domicilio, codigoPostal: "2200" }, proteccionDatos: { padres: "", grabar: "no" } } });
    await user.click(screen.getByRole("button", { name: "Finalizar" }));
    expect(await screen.findByText("La letra del NIF/NIE no corresponde al número")).toBeInTheDocument();
    expect(screen.getByLabelText("Número de documento")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("El código postal debe tener 5 cifras")).toBeInTheDocument();
    expect(screen.getByText("Responde si autorizas que se informe a tus padres o tutores")).toBeInTheDocument();
    expect(props.enviar).not.toHaveBeenCalled();
    expect(props.imprimir).not.toHaveBeenCalled();
  });

  it("sends the form's values (never an email), prints, then shows the spec's message", async () => {
    const { user, props } = pintar();
    await user.click(screen.getByRole("button", { name: "Enviar matrícula" }));
    expect(await screen.findByText("Matrícula enviada correctamente. Lleva una copia impresa al centro educativo")).toBeInTheDocument();
    expect(props.enviar).toHaveBeenCalledTimes(1);
    const enviado = (props.enviar as jest.Mock).mock.calls[0][1];
    expect(enviado).toMatchObject({ dni: "18034567Z", ciclo: { codigo: "IFC201", modulos: ["0221", "0222"] }, ruta: { nombre: "Provincial", provincia: "Sabiñánigo" } });
    expect(enviado).not.toHaveProperty("email");
    expect(props.imprimir).toHaveBeenCalledTimes(1);
  });

  it("saves a draft a moment after a change, and only then", async () => {
    const { user, props } = pintar({ valores: { ...MATRICULA_EJEMPLO, cursoDiferente: false, curso: VACIOS } });
    await new Promise((r) => setTimeout(r, 80));
    expect(props.guardarBorrador).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Teléfono"));
    await user.type(screen.getByLabelText("Teléfono"), "699000000");
    expect(await screen.findByText("Borrador guardado a las 10:15")).toBeInTheDocument();
    await waitFor(() => expect((props.guardarBorrador as jest.Mock).mock.calls.at(-1)[1]).toMatchObject({ telefono: "699000000", dni: "18034567Z" }));
  });

  it("draws the print copy in the browser, not in the server's HTML, where the form is still closed", async () => {
    const { user, props } = pintar({ cargarCopia: () => import("./CopiaDelFormulario") });
    const copia = async () => (await screen.findByText("Firma del alumno/a")).closest("[aria-hidden]");
    expect(await copia()).toHaveClass("print:block");
    expect(await copia()).toHaveTextContent("Montaje y mantenimiento de equipos");
    expect(screen.queryByText(/La copia para imprimir aún se está preparando/)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Teléfono")).toBeEnabled();
    // It follows the form as it changes.
    await user.clear(screen.getByLabelText("Teléfono"));
    await user.type(screen.getByLabelText("Teléfono"), "699111222");
    await waitFor(async () => expect(await copia()).toHaveTextContent("699111222"));

    const html = renderToString(<FormularioMatricula {...props} />);
    expect(html).toContain("Montaje y mantenimiento de equipos");
    expect(html).not.toContain("Firma del alumno/a");
    // Before hydration nothing can be typed (it would be lost) or sent (as a plain GET).
    const servidor = document.createElement("div");
    servidor.innerHTML = html;
    expect(within(servidor).getByLabelText("Teléfono")).toBeDisabled();
    expect(within(servidor).getByRole("button", { name: "Finalizar" })).toBeDisabled();
  });

  it("says on paper that the copy is on its way, or that it could not load, until it is there", async () => {
    let fallar: (e: Error) => void = () => {};
    pintar({ cargarCopia: () => new Promise((_, rechazar) => (fallar = rechazar)) });
    const aviso = screen.getByText("La copia para imprimir aún se está preparando. Vuelve a imprimir en un momento.");
    expect(aviso).toHaveClass("hidden", "print:block");
    expect(screen.queryByText("Firma del alumno/a")).not.toBeInTheDocument();
    act(() => fallar(new Error("sin conexión")));
    expect(await screen.findByText(/No se ha podido preparar la copia para imprimir/)).toHaveClass("print:block");
    expect(screen.queryByText(/aún se está preparando/)).not.toBeInTheDocument();
  });

  it("prints what the form holds with the print icon", async () => {
    const { user, props } = pintar();
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    expect(props.imprimir).toHaveBeenCalledTimes(1);
    expect(props.enviar).not.toHaveBeenCalled();
  });
});
