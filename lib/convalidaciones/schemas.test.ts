import { SOLICITUD_EJEMPLO } from "../../tests/support/convalidaciones";
import { erroresDeCampo as erroresPorCampo } from "../errors";
import { filtrosSolicitudesSchema, resolucionFormSchema, resolucionSchema, solicitudApiSchema, solicitudFormSchema } from "./schemas";

const valido = { ...SOLICITUD_EJEMPLO, telefonoFijo: "974 11 12 22", telefonoMovil: "611 222 333", ciclo: "qui301", modulos: ["0066", "0067", "0066"] };

function errores(datos: unknown) {
  const r = solicitudFormSchema.safeParse(datos);
  if (r.success) throw new Error("se esperaba un error");
  return erroresPorCampo(r.error);
}

describe("request form schema", () => {
  it("normalises a valid request", () => {
    expect(solicitudFormSchema.parse(valido)).toMatchObject({ ciclo: "QUI301", modulos: ["0066", "0067"], telefonoFijo: "974111222", telefonoMovil: "611222333" });
  });

  it("gives every wrong field its own Spanish message", () => {
    const e = errores({
      ...valido,
      nif: "12345678A",
      nombre: " ",
      codigoPostal: "2200",
      telefonoFijo: "611222333",
      telefonoMovil: "",
      ciclo: "",
      modulos: [],
      aporta: "",
    });
    expect(e.nif).toEqual(["La letra del NIF/NIE no corresponde al número"]);
    expect(e.nombre).toEqual(["Escribe tu nombre"]);
    expect(e.codigoPostal).toEqual(["El código postal debe tener 5 cifras"]);
    expect(e.telefonoFijo).toEqual(["El teléfono fijo debe tener 9 cifras y empezar por 8 o 9"]);
    expect(e.telefonoMovil).toEqual(["Escribe un teléfono móvil"]);
    expect(e.ciclo).toEqual(["Elige un ciclo"]);
    expect(e.modulos).toEqual(["Elige al menos un módulo"]);
    expect(e.aporta).toEqual(["Indica los estudios que aportas"]);
    expect(e.apellidos).toBeUndefined();
  });

  it("explains an NIF with the wrong shape and a postal code outside Spain", () => {
    const e = errores({ ...valido, nif: "1234Z", codigoPostal: "60001" });
    expect(e.nif[0]).toMatch(/8 números y una letra/);
    expect(e.codigoPostal[0]).toMatch(/01 a 52/);
  });

  it("refuses missing fields instead of crashing", () => {
    const e = errores({});
    expect(Object.keys(e).sort()).toEqual(["apellidos", "aporta", "ciclo", "codigoPostal", "domicilio", "localidad", "modulos", "nif", "nombre", "provincia", "telefonoFijo", "telefonoMovil"]);
  });
});

describe("personal names (issue 48)", () => {
  it("accepts real names and refuses digits, emoji and markup, in the form and in the API", () => {
    expect(solicitudFormSchema.parse({ ...valido, nombre: "María José", apellidos: "de la Fuente y O’Brien" })).toMatchObject({ nombre: "María José", apellidos: "de la Fuente y O’Brien" });
    expect(errores({ ...valido, nombre: "Ana3", apellidos: "<b>Pérez</b>" })).toMatchObject({
      nombre: ["El nombre solo puede tener letras, espacios, apóstrofos, guiones y puntos"],
      apellidos: ["Los apellidos solo pueden tener letras, espacios, apóstrofos, guiones y puntos"],
    });
    expect(errores({ ...valido, nombre: "x".repeat(101) }).nombre).toEqual(["El nombre es demasiado largo: como máximo 100 caracteres"]);
  });
});

describe("REST create payload", () => {
  it("maps the spec's shape onto the same input as the form", () => {
    const api = solicitudApiSchema.parse({
      estudiante: { nif: "x1234567l", nombre: "Ana", apellidos: "Gil", domicilio: "C/ Mayor 1", codigoPostal: 1001, localidad: "Vitoria", provincia: "Álava", tlfFijo: 945123456, tlfMovil: "+34 600 000 000", email: "otro@ejemplo.com" },
      ciclo: { codigo: "qui301", nombre: "Laboratorio" },
      solicitud: [{ codigo: "0065", nombre: "Muestreo", curso: 1 }, "0066", "0065"],
    });
    expect(api).toEqual({
      nif: "X1234567L",
      nombre: "Ana",
      apellidos: "Gil",
      domicilio: "C/ Mayor 1",
      codigoPostal: "01001",
      localidad: "Vitoria",
      provincia: "Álava",
      telefonoFijo: "945123456",
      telefonoMovil: "600000000",
      ciclo: "QUI301",
      modulos: ["0065", "0066"],
      aporta: "",
    });
  });

  it("keeps 'aporta' when it is sent", () => {
    const r = solicitudApiSchema.parse({
      estudiante: { nif: "12345678Z", nombre: "A", apellidos: "B", domicilio: "C", codigoPostal: "22004", localidad: "Huesca", provincia: "Huesca", tlfFijo: "974000000", tlfMovil: "600000000" },
      ciclo: { codigo: "QUI301" },
      solicitud: ["0065"],
      aporta: "  Título de Técnico  ",
    });
    expect(r.aporta).toBe("Título de Técnico");
  });

  it("points at the nested field that is wrong", () => {
    const r = solicitudApiSchema.safeParse({ estudiante: { nif: "00000000A" }, ciclo: { codigo: "QUI301" }, solicitud: [] });
    expect(r.success).toBe(false);
    const e = erroresPorCampo(r.error!);
    expect(e["estudiante.nif"]).toEqual(["La letra del NIF/NIE no corresponde al número"]);
    expect(e.solicitud).toEqual(["Elige al menos un módulo"]);
  });
});

describe("resolution schema", () => {
  it("takes grades 1 to 10 (as text or number) only for granted modules", () => {
    const r = resolucionSchema.parse({
      modulos: [
        { codigo: "0065", estado: "concedida", calificacion: "8" },
        { codigo: "0066", estado: "concedida", calificacion: "" },
        { codigo: "0067", estado: "denegada" },
      ],
      documentosRevisados: "  ",
    });
    expect(r).toEqual({
      modulos: [
        { codigo: "0065", estado: "concedida", calificacion: 8, motivo: null },
        { codigo: "0066", estado: "concedida", calificacion: null, motivo: null },
        { codigo: "0067", estado: "denegada", calificacion: null, motivo: null },
      ],
      documentosRevisados: null,
    });
  });

  it("keeps a denial's reason, refuses one on a granted module, and the admin's form asks for it (issue 48, defect 9)", () => {
    const r = resolucionSchema.parse({ modulos: [{ codigo: "0067", estado: "denegada", motivo: "  Sin equivalencia de contenidos. " }] });
    expect(r.modulos[0].motivo).toBe("Sin equivalencia de contenidos.");
    const concedida = resolucionSchema.safeParse({ modulos: [{ codigo: "0065", estado: "concedida", motivo: "Porque sí" }] });
    expect(erroresPorCampo(concedida.error!)["modulos.0.motivo"]).toEqual(["Solo un módulo denegado lleva motivo"]);
    const largo = resolucionSchema.safeParse({ modulos: [{ codigo: "0067", estado: "denegada", motivo: "x".repeat(501) }] });
    expect(largo.success).toBe(false);
    const sinMotivo = resolucionFormSchema.safeParse({ id: "3", modulos: [{ codigo: "0065", estado: "concedida" }, { codigo: "0067", estado: "denegada", motivo: " " }] });
    expect(erroresPorCampo(sinMotivo.error!)).toEqual({ "modulos.1.motivo": ["Escribe por qué se deniega"] });
    expect(resolucionFormSchema.safeParse({ id: "3", modulos: [{ codigo: "0067", estado: "denegada", motivo: "Sin equivalencia" }] }).success).toBe(true);
  });

  it.each([["0"], ["11"], ["7.5"], ["siete"]])("refuses the grade %s", (nota) => {
    const r = resolucionSchema.safeParse({ modulos: [{ codigo: "0065", estado: "concedida", calificacion: nota }] });
    expect(r.success).toBe(false);
    expect(erroresPorCampo(r.error!)["modulos.0.calificacion"]).toEqual(["La calificación debe ser un número entero del 1 al 10"]);
  });

  it("refuses a grade on a denied module, an undecided module and a module twice", () => {
    const r = resolucionSchema.safeParse({
      modulos: [
        { codigo: "0065", estado: "denegada", calificacion: 5 },
        { codigo: "0066" },
      ],
    });
    const e = erroresPorCampo(r.error!);
    expect(e["modulos.0.calificacion"]).toEqual(["Un módulo denegado no lleva calificación"]);
    expect(e["modulos.1.estado"]).toEqual(["Elige concedida o denegada"]);
    const dos = resolucionSchema.safeParse({ modulos: [{ codigo: "0065", estado: "denegada" }, { codigo: "0065", estado: "concedida" }] });
    expect(erroresPorCampo(dos.error!).modulos).toEqual(["Un módulo aparece dos veces"]);
  });
});

describe("admin list filters", () => {
  it("defaults and upper-cases the cycle", () => {
    expect(filtrosSolicitudesSchema.parse({ ciclo: "ifc201", q: "  " })).toEqual({ estado: "todas", ciclo: "IFC201", q: undefined, pagina: 1 });
    expect(filtrosSolicitudesSchema.parse({ ciclo: "" }).ciclo).toBeUndefined();
  });
});
