import { erroresDeCampo } from "../errors";
import { sumarDias } from "../fechas";
import { MATRICULA_EJEMPLO } from "../../tests/support/matricula";
import { borradorSchema, filtrosMatriculasSchema, matriculaSchema, revisionSchema, valoresVacios } from "./schemas";

const hoy = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
const haceAnios = (n: number, dias = 0) => sumarDias(`${Number(hoy.slice(0, 4)) - n}${hoy.slice(4)}`, dias);

function errores(datos: unknown) {
  const r = matriculaSchema.safeParse(datos);
  if (r.success) throw new Error("se esperaba un error");
  return erroresDeCampo(r.error);
}

const con = (cambios: Record<string, unknown>) => ({ ...MATRICULA_EJEMPLO, ...cambios });

describe("matrícula: the form's record", () => {
  it("normalises a valid record: DNI, phone, Provincial departure, no course domicile", () => {
    expect(matriculaSchema.parse({ ...MATRICULA_EJEMPLO, dni: "18.034.567-z", email: "otra@persona.es" })).toEqual({
      nombre: "Diego",
      apellidos: "Martín Lanau",
      email: "otra@persona.es",
      tipoDocumento: "dni",
      dni: "18034567Z",
      fechaNacimiento: "2007-03-14",
      telefono: "612340011",
      nacimiento: { pais: "ES", nacionalidad: "ES", provinciaId: "22", municipioId: "22130", provinciaTexto: "", localidadTexto: "" },
      domicilio: { direccion: "Calle del Parque, 12, 3.º B", codigoPostal: "22003", provinciaId: "22", municipioId: "22125" },
      curso: null,
      ciclo: { codigo: "IFC201", modulos: ["0221", "0222"] },
      ruta: { nombre: "Provincial", provincia: "Sabiñánigo" },
      proteccionDatos: { padres: true, grabar: false },
    });
  });

  it("names every missing field of sections 1, 2, 3 and 5", () => {
    const e = errores({ ...valoresVacios(), nacimiento: { pais: "ES", nacionalidad: "", provincia: {}, localidad: {} } });
    expect(Object.keys(e).sort()).toEqual(
      [
        "apellidos",
        "ciclo.codigo",
        "ciclo.modulos",
        "dni",
        "domicilio.codigoPostal",
        "domicilio.direccion",
        "domicilio.localidad.id",
        "domicilio.provincia.id",
        "fechaNacimiento",
        "nacimiento.localidad.id",
        "nacimiento.nacionalidad",
        "nacimiento.provincia.id",
        "nombre",
        "proteccionDatos.grabar",
        "proteccionDatos.padres",
        "telefono",
      ].sort(),
    );
    expect(e["nacimiento.provincia.id"]).toEqual(["Elige la provincia de nacimiento"]);
    expect(e["proteccionDatos.padres"]).toEqual(["Responde si autorizas que se informe a tus padres o tutores"]);
    expect(e["ciclo.modulos"]).toEqual(["Elige al menos un módulo"]);
  });

  it("keeps the DNI/NIE messages of lib/campos", () => {
    expect(errores(con({ dni: "18034567A" })).dni).toEqual(["La letra del NIF/NIE no corresponde al número"]);
    expect(errores(con({ dni: "1234" })).dni[0]).toMatch(/8 números y una letra/);
    expect(matriculaSchema.parse(con({ tipoDocumento: "nie", dni: "x1234567l" })).dni).toBe("X1234567L");
  });

  it("asks the parents' consent only of adults (issue 48)", () => {
    const menor = matriculaSchema.parse(con({ fechaNacimiento: haceAnios(16), proteccionDatos: { padres: "", grabar: "no" } }));
    expect(menor.proteccionDatos).toEqual({ padres: null, grabar: false });
    // A minor's answer is not kept either: the question is not hers.
    expect(matriculaSchema.parse(con({ fechaNacimiento: haceAnios(17, -1), proteccionDatos: { padres: "si", grabar: "no" } })).proteccionDatos.padres).toBeNull();
    expect(errores(con({ fechaNacimiento: haceAnios(18), proteccionDatos: { padres: "", grabar: "no" } }))["proteccionDatos.padres"]).toEqual(["Responde si autorizas que se informe a tus padres o tutores"]);
    // No JSON body can pass for «not asked».
    expect(errores(con({ proteccionDatos: { padres: { noAplica: true }, grabar: "no" } }))["proteccionDatos.padres"]).toBeDefined();
  });

  it("takes a foreign phone with its country prefix (issue 48)", () => {
    expect(matriculaSchema.parse(con({ telefono: "+212 612345678" })).telefono).toBe("+212612345678");
    expect(errores(con({ telefono: "212612345678" })).telefono[0]).toMatch(/prefijo de otro país/);
  });

  it("checks the number by its document type (issue 48)", () => {
    const doc = (tipoDocumento: string | undefined, dni: string) => con({ tipoDocumento, dni });
    const ok = (tipo: string | undefined, dni: string) => {
      const d = matriculaSchema.parse(doc(tipo, dni));
      return [d.tipoDocumento, d.dni];
    };
    // DNI: normalised (dots, dashes, spaces, the leading zero), then checked; K/L/M NIFs are DNI/NIF.
    expect(ok("dni", "1.234.567-l")).toEqual(["dni", "01234567L"]);
    expect(ok("dni", " 18 034 567 z ")).toEqual(["dni", "18034567Z"]);
    expect(ok("dni", "K1234567L")).toEqual(["dni", "K1234567L"]);
    expect(ok("dni", "M-1234567-L")).toEqual(["dni", "M1234567L"]);
    expect(errores(doc("dni", "00000000T")).dni).toEqual(["Ese número no es de ninguna persona: escribe el de tu documento"]);
    expect(errores(doc("dni", "99999999R")).dni).toEqual(["Ese número no es de ninguna persona: escribe el de tu documento"]);
    expect(errores(doc("dni", "X1234567L")).dni).toEqual(["Ese número es un NIE: elige «NIE» como tipo de documento"]);
    // NIE.
    expect(ok("nie", "y1234567x")).toEqual(["nie", "Y1234567X"]);
    expect(errores(doc("nie", "18034567Z")).dni[0]).toMatch(/El NIE empieza por X, Y o Z/);
    // Passport and other documents: their own shape, no check letter.
    expect(ok("pasaporte", "pab 123456")).toEqual(["pasaporte", "PAB123456"]);
    expect(ok("pasaporte", "AB1234567")).toEqual(["pasaporte", "AB1234567"]);
    expect(errores(doc("pasaporte", "PAB")).dni[0]).toMatch(/El pasaporte son de 5 a 20 letras y números/);
    expect(errores(doc("pasaporte", "<b>123456</b>")).dni[0]).toMatch(/El pasaporte/);
    expect(ok("otro", "RES-2024/123")).toEqual(["otro", "RES-2024/123"]);
    expect(errores(doc("otro", "")).dni).toEqual(["Escribe el número de tu documento"]);
    expect(errores(doc("carnet", "12345")).tipoDocumento).toEqual(["Elige el tipo de documento"]);
    // A client that sends no type: an NIE by its letter, a DNI otherwise.
    expect(ok(undefined, "X1234567L")).toEqual(["nie", "X1234567L"]);
    expect(ok(undefined, "18034567Z")).toEqual(["dni", "18034567Z"]);
    // The number is checked even while another field is wrong, so the form shows both at once.
    expect(errores(con({ tipoDocumento: "dni", dni: "18034567A", nombre: "" })).dni).toEqual(["La letra del NIF/NIE no corresponde al número"]);
  });

  it("takes a real birth date for an age from 14 to 80", () => {
    expect(errores(con({ fechaNacimiento: "2007-02-30" })).fechaNacimiento[0]).toMatch(/no es una fecha válida/);
    expect(errores(con({ fechaNacimiento: haceAnios(14, 1) })).fechaNacimiento[0]).toMatch(/entre 14 y 80 años/);
    expect(matriculaSchema.parse(con({ fechaNacimiento: haceAnios(14) })).fechaNacimiento).toBe(haceAnios(14));
    expect(matriculaSchema.parse(con({ fechaNacimiento: haceAnios(80) })).fechaNacimiento).toBe(haceAnios(80));
    expect(errores(con({ fechaNacimiento: haceAnios(81) })).fechaNacimiento[0]).toMatch(/entre 14 y 80 años/);
    expect(matriculaSchema.parse(con({ fechaNacimiento: "14/03/2007" })).fechaNacimiento).toBe("2007-03-14");
  });

  it("wants a well-formed postal code (the pair is the server's) and a municipality inside the province", () => {
    const dom = (d: Record<string, unknown>) => con({ domicilio: { ...MATRICULA_EJEMPLO.domicilio, ...d } });
    // Whether 50001 goes with Huesca is checked against the INE table on the server, not by prefix.
    expect(matriculaSchema.safeParse(dom({ codigoPostal: "50001" })).success).toBe(true);
    expect(errores(dom({ codigoPostal: "99001" }))["domicilio.codigoPostal"]).toEqual(["El código postal 99001 no existe"]);
    expect(matriculaSchema.parse(dom({ codigoPostal: "22 001" })).domicilio.codigoPostal).toBe("22001");
    expect(errores(dom({ codigoPostal: "2200" }))["domicilio.codigoPostal"]).toEqual(["El código postal debe tener 5 cifras"]);
    expect(errores(dom({ localidad: { id: "50297" } }))["domicilio.localidad.id"]).toEqual(["Elige una localidad de la provincia elegida"]);
    expect(errores(dom({ provincia: { id: "53" } }))["domicilio.provincia.id"]).toEqual(["Elige la provincia"]);
    // A JSON client may send the postal code as a number and the refs as bare codes.
    expect(matriculaSchema.parse(dom({ codigoPostal: 1001, provincia: "01", localidad: "01059" })).domicilio).toEqual({ direccion: "Calle del Parque, 12, 3.º B", codigoPostal: "01001", provinciaId: "01", municipioId: "01059" });
  });

  it("checks the course domicile only while the checkbox is ticked (or, for the API, when sent)", () => {
    const mal = { direccion: "", codigoPostal: "", provincia: { id: "" }, localidad: { id: "" } };
    expect(matriculaSchema.parse(con({ cursoDiferente: false, curso: mal })).curso).toBeNull();
    expect(Object.keys(errores(con({ cursoDiferente: true, curso: mal }))).filter((k) => k.startsWith("curso."))).toEqual(["curso.direccion", "curso.provincia.id", "curso.localidad.id", "curso.codigoPostal"]);
    const api: Record<string, unknown> = con({ curso: { direccion: "Calle Zaragoza, 4", codigoPostal: "50001", provincia: { id: "50" }, localidad: { id: "50297" } } });
    delete api.cursoDiferente;
    expect(matriculaSchema.parse(api).curso).toEqual({ direccion: "Calle Zaragoza, 4", codigoPostal: "50001", provinciaId: "50", municipioId: "50297" });
    const sinCurso: Record<string, unknown> = { ...MATRICULA_EJEMPLO };
    delete sinCurso.cursoDiferente;
    delete sinCurso.curso;
    expect(matriculaSchema.parse(sinCurso).curso).toBeNull();
  });

  it("asks for free text when born abroad, and INE codes when born in Spain", () => {
    const nac = (n: Record<string, unknown>) => con({ nacimiento: { ...MATRICULA_EJEMPLO.nacimiento, ...n } });
    const e = errores(nac({ pais: "MA", provincia: { id: "22" }, localidad: { id: "22130" } }));
    // Abroad the region is optional (Andorra has none); the locality is not.
    expect(e["nacimiento.provincia.nombre"]).toBeUndefined();
    expect(e["nacimiento.localidad.nombre"]).toEqual(["Escribe la localidad de nacimiento"]);
    expect(matriculaSchema.parse(nac({ pais: "AD", nacionalidad: "AD", provincia: { nombre: "" }, localidad: { nombre: "Andorra la Vella" } })).nacimiento).toEqual({
      pais: "AD",
      nacionalidad: "AD",
      provinciaId: null,
      municipioId: null,
      provinciaTexto: "",
      localidadTexto: "Andorra la Vella",
    });
    expect(matriculaSchema.parse(nac({ pais: "MA", nacionalidad: "MA", provincia: { nombre: "Tánger-Tetuán-Alhucemas" }, localidad: "Tetuán" })).nacimiento).toEqual({
      pais: "MA",
      nacionalidad: "MA",
      provinciaId: null,
      municipioId: null,
      provinciaTexto: "Tánger-Tetuán-Alhucemas",
      localidadTexto: "Tetuán",
    });
    expect(errores(nac({ pais: "España", localidad: { nombre: "Jaca" } }))["nacimiento.localidad.id"]).toEqual(["Elige la localidad de nacimiento"]);
    expect(errores(nac({ localidad: { id: "44216" } }))["nacimiento.localidad.id"]).toEqual(["Elige una localidad de la provincia elegida"]);
  });

  it("takes a route only for cycles with transport, and a departure point only for Provincial", () => {
    expect(errores(con({ ciclo: { codigo: "QUI301", modulos: ["0065"] } }))["ruta.nombre"]).toEqual(["El ciclo elegido no tiene transporte escolar: elige «No necesitaré transporte»"]);
    expect(matriculaSchema.parse(con({ ciclo: { codigo: "QUI301", modulos: ["0065"] }, ruta: { nombre: "No necesitaré transporte", provincia: "" } })).ruta).toBeNull();
    expect(matriculaSchema.parse(con({ ciclo: { codigo: "qui301", modulos: ["0065"] }, ruta: null })).ciclo.codigo).toBe("QUI301");
    expect(matriculaSchema.parse(con({ ciclo: { codigo: "ELE202", modulos: ["0232"] } })).ruta).toEqual({ nombre: "Provincial", provincia: "Sabiñánigo" });
    expect(errores(con({ ruta: { nombre: "Provincial", provincia: " " } }))["ruta.provincia"]).toEqual(["Indica el punto de salida de la ruta provincial"]);
    expect(matriculaSchema.parse(con({ ruta: { nombre: "Huesca - Jaca", provincia: "se ignora" } })).ruta).toEqual({ nombre: "Huesca - Jaca", provincia: "" });
    expect(matriculaSchema.parse(con({ ruta: { nombre: "Huesca - Jaca" } })).ruta).toEqual({ nombre: "Huesca - Jaca", provincia: "" });
  });

  it("accepts the spec's module objects and booleans from API clients", () => {
    const r = matriculaSchema.parse(con({ ciclo: { codigo: "IFC201", nombre: "SMR", modulos: [{ codigo: "0221", nombre: "x", curso: 1 }, "0221", "0223"] }, proteccionDatos: { padres: false, grabar: true } }));
    expect(r.ciclo.modulos).toEqual(["0221", "0223"]);
    expect(r.proteccionDatos).toEqual({ padres: false, grabar: true });
  });

  it("refuses a body that is not an object without throwing", () => {
    expect(matriculaSchema.safeParse(null).success).toBe(false);
    expect(matriculaSchema.safeParse([1]).success).toBe(false);
    expect(errores(con({ domicilio: "Calle Mayor" })).domicilio).toEqual(["Faltan los datos del domicilio"]);
    expect(errores(con({ nombre: "Ana\u0000" })).nombre).toEqual(["El nombre tiene caracteres no válidos"]);
    expect(errores(con({ nombre: "Ana 😀", apellidos: "Pérez2" }))).toMatchObject({
      nombre: ["El nombre solo puede tener letras, espacios, apóstrofos, guiones y puntos"],
      apellidos: ["Los apellidos solo pueden tener letras, espacios, apóstrofos, guiones y puntos"],
    });
    expect(errores(con({ apellidos: "x".repeat(121) })).apellidos).toEqual(["Los apellidos son demasiado largos: como máximo 120 caracteres"]);
    expect(matriculaSchema.parse(con({ nombre: "D'Angelo", apellidos: "Núñez-Çelik" }))).toMatchObject({ nombre: "D'Angelo", apellidos: "Núñez-Çelik" });
  });
});

describe("matrícula: draft", () => {
  it("keeps what the form held and empties what it could not have held", () => {
    const b = borradorSchema.parse({ ...MATRICULA_EJEMPLO, nombre: "Di\u0000ego", apellidos: 7, extra: "x", ciclo: { codigo: "IFC201", modulos: "0221" } });
    expect(b.nombre).toBe("");
    // A text typed too long stays in the draft whole: sending refuses it with its message (issue 48).
    expect(borradorSchema.parse({ ...MATRICULA_EJEMPLO, nombre: "x".repeat(100) }).nombre).toHaveLength(100);
    expect(b.apellidos).toBe("");
    expect(b.dni).toBe(MATRICULA_EJEMPLO.dni);
    expect(b.ciclo).toEqual({ codigo: "IFC201", modulos: [] });
    expect(b).not.toHaveProperty("extra");
    expect(borradorSchema.parse("basura")).toEqual(valoresVacios());
    expect(borradorSchema.parse(MATRICULA_EJEMPLO)).toEqual(MATRICULA_EJEMPLO);
  });
});

describe("matrícula: the secretary", () => {
  it("asks for a note with an incidencia", () => {
    expect(erroresDeCampo(revisionSchema.safeParse({ estado: "incidencia", nota: "", version: 1 }).error!).nota).toEqual(["Explica al estudiante qué debe corregir (al menos 5 caracteres)"]);
    expect(revisionSchema.parse({ estado: "revisada", version: "3" })).toEqual({ estado: "revisada", nota: "", version: 3 });
  });

  it("reads the list filters from a URL", () => {
    expect(filtrosMatriculasSchema.parse({ ciclo: "ifc201", estado: "", transporte: "", q: " " })).toEqual({ ciclo: "IFC201", estado: "todas", transporte: "todos", q: undefined, pagina: 1 });
    expect(filtrosMatriculasSchema.safeParse({ transporte: "1; drop" }).success).toBe(false);
    expect(filtrosMatriculasSchema.parse({ transporte: "3" }).transporte).toBe("3");
  });
});
