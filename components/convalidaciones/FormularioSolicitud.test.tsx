/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ValoresSolicitud } from "@/lib/convalidaciones/schemas";
import { FormularioSolicitud } from "./FormularioSolicitud";

const CICLOS = [
  { codigo: "IFC201", nombre: "Sistemas Microinformáticos y Redes" },
  { codigo: "QUI301", nombre: "Laboratorio de Análisis y de Control de Calidad" },
];
const MODULOS: Record<string, { codigo: string; nombre: string; curso: number }[]> = {
  QUI301: [
    { codigo: "0065", nombre: "Muestreo y preparación de la muestra", curso: 1 },
    { codigo: "0070", nombre: "Calidad y seguridad en el laboratorio", curso: 1 },
    { codigo: "0071", nombre: "Análisis químicos", curso: 2 },
  ],
  IFC201: [{ codigo: "0221", nombre: "Montaje y mantenimiento de equipos", curso: 1 }],
};
const INICIALES: ValoresSolicitud = {
  nif: "",
  nombre: "Lucía",
  apellidos: "Pérez Gil",
  domicilio: "",
  codigoPostal: "",
  localidad: "",
  provincia: "",
  telefonoFijo: "",
  telefonoMovil: "",
  ciclo: "QUI301",
  modulos: [],
  aporta: "",
};

const HUESCA = [
  { id: "22048", nombre: "Barbastro" },
  { id: "22125", nombre: "Huesca" },
  { id: "22130", nombre: "Jaca" },
];
const LUGARES: Record<string, { municipio: { id: string; nombre: string }; provincia: { id: string; nombre: string } }[]> = {
  "22700": [{ municipio: { id: "22130", nombre: "Jaca" }, provincia: { id: "22", nombre: "Huesca" } }],
};

function pintar(cargarModulos = jest.fn(async (ciclo: string) => MODULOS[ciclo] ?? []), extra: Partial<React.ComponentProps<typeof FormularioSolicitud>> = {}) {
  render(
    <FormularioSolicitud
      ciclos={CICLOS}
      modulos={{ QUI301: MODULOS.QUI301 }}
      iniciales={INICIALES}
      email="lucia.perez@cpifp-huesca.test"
      bloqueados={{ "QUI301:0065": "pendiente", "QUI301:0070": "concedida" }}
      accion={jest.fn()}
      cargarModulos={cargarModulos}
      provincias={[{ id: "22", nombre: "Huesca" }, { id: "44", nombre: "Teruel" }]}
      municipios={{ "22": HUESCA }}
      cargarMunicipios={async () => [{ id: "44216", nombre: "Teruel" }]}
      buscarCodigoPostal={async (cp) => LUGARES[cp] ?? []}
      {...extra}
    />,
  );
  return { user: userEvent.setup(), cargarModulos };
}

const ciclo = () => screen.getByLabelText("Ciclo formativo");

describe("FormularioSolicitud: the modules of the chosen cycle", () => {
  it("shows the student's cycle's modules at once, those already asked for or granted unavailable, and loads another cycle's once", async () => {
    const { user, cargarModulos } = pintar();
    const primero = screen.getByRole("list", { name: "Módulos de primer curso" });
    expect(within(primero).getByRole("checkbox", { name: /Muestreo y preparación de la muestra/ })).toBeDisabled();
    expect(within(primero).getByText("Ya pedido en otra solicitud sin resolver")).toBeInTheDocument();
    expect(within(primero).getByRole("checkbox", { name: /Calidad y seguridad/ })).toBeDisabled();
    expect(within(primero).getByText("Ya convalidado")).toBeInTheDocument();
    const analisis = within(screen.getByRole("list", { name: "Módulos de segundo curso" })).getByRole("checkbox", { name: /Análisis químicos/ });
    expect(analisis).toBeEnabled();
    await user.click(analisis);
    expect(analisis).toBeChecked();
    expect(cargarModulos).not.toHaveBeenCalled();

    await user.selectOptions(ciclo(), "IFC201");
    expect(await screen.findByRole("checkbox", { name: /Montaje y mantenimiento de equipos/ })).toBeEnabled();
    expect(screen.queryByRole("list", { name: "Módulos de segundo curso" })).not.toBeInTheDocument();

    await user.selectOptions(ciclo(), "");
    expect(screen.getByText("Elige primero un ciclo para ver sus módulos.")).toBeInTheDocument();

    // Back to the first cycle: its modules are there, none chosen (a new cycle starts clean), and
    // no cycle was asked for twice.
    await user.selectOptions(ciclo(), "QUI301");
    expect(screen.getByRole("checkbox", { name: /Análisis químicos/ })).not.toBeChecked();
    await user.selectOptions(ciclo(), "IFC201");
    expect(screen.getByRole("checkbox", { name: /Montaje y mantenimiento de equipos/ })).toBeInTheDocument();
    expect(cargarModulos.mock.calls).toEqual([["IFC201"]]);
  });

  it("says so while loading and when the load fails, and asks again with «Volver a intentarlo»", async () => {
    let falla = true;
    let soltar = () => {};
    const { user, cargarModulos } = pintar(
      jest.fn((c: string) => (falla ? Promise.reject(new Error("sin red")) : new Promise<(typeof MODULOS)[string]>((ok) => (soltar = () => ok(MODULOS[c]))))),
    );
    await user.selectOptions(ciclo(), "IFC201");
    expect(await screen.findByRole("alert")).toHaveTextContent("No se han podido cargar los módulos del ciclo. Comprueba la conexión y vuelve a intentarlo.");

    falla = false;
    await user.click(screen.getByRole("button", { name: "Volver a intentarlo" }));
    expect(screen.getByRole("status")).toHaveTextContent("Cargando los módulos del ciclo…");
    soltar();
    expect(await screen.findByRole("checkbox", { name: /Montaje y mantenimiento de equipos/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(cargarModulos).toHaveBeenCalledTimes(2);
  });
});

describe("FormularioSolicitud: province and locality from the INE lists (issue 48)", () => {
  it("offers the provinces and the chosen province's localities, and a typed postal code proposes its municipality", async () => {
    const { user } = pintar(undefined, { iniciales: { ...INICIALES, provincia: "Huesca", localidad: "Huesca", codigoPostal: "22002" } });
    const provincia = screen.getByRole("combobox", { name: "Provincia" });
    const localidad = screen.getByRole("combobox", { name: "Localidad" });
    expect(provincia).toHaveValue("Huesca");
    expect(localidad).toHaveValue("Huesca");
    expect(within(localidad).getAllByRole("option").map((o) => o.textContent)).toEqual(["Elige una localidad", "Barbastro", "Huesca", "Jaca"]);

    await user.clear(screen.getByLabelText("Código postal"));
    await user.type(screen.getByLabelText("Código postal"), "22 700");
    expect(await screen.findByText("El código postal 22700 es de:")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Jaca (Huesca)" }));
    expect(screen.getByRole("combobox", { name: "Localidad" })).toHaveValue("Jaca");
    expect(screen.getByLabelText("Código postal")).toHaveValue("22700");
    expect(screen.queryByText(/es de:/)).not.toBeInTheDocument();

    // Another province: its localities are loaded, none chosen.
    await user.selectOptions(provincia, "Teruel");
    expect(await within(screen.getByRole("combobox", { name: "Localidad" })).findByRole("option", { name: "Teruel" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Localidad" })).toHaveValue("");
    // A code of another province than the one chosen fills both, the locality once its province's list is there.
    await user.clear(screen.getByLabelText("Código postal"));
    await user.type(screen.getByLabelText("Código postal"), "22700");
    await user.click(await screen.findByRole("button", { name: "Jaca (Huesca)" }));
    expect(provincia).toHaveValue("Huesca");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Localidad" })).toHaveValue("Jaca"));
  });
});
