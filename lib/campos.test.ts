import { z } from "zod";
import { casilla, email, entero, esNifValido, fecha, hora, id, nifNie, nombreDePersona, nombreDePersonaOpcional, normalizarNif, pagina, problemaNif, telefono, texto, textoOpcional, vacioEsAusente } from "./campos";

const mensaje = (s: z.ZodType, v: unknown) => {
  const r = s.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe("texto", () => {
  const nombre = texto({ campo: "el nombre", max: 10 });
  it("trims and bounds", () => {
    expect(nombre.parse("  Ana  ")).toBe("Ana");
    expect(mensaje(nombre, "   ")).toBe("Falta el nombre");
    expect(mensaje(nombre, undefined)).toBe("Falta el nombre");
    expect(mensaje(nombre, "x".repeat(11))).toBe("El nombre es demasiado largo: como máximo 10 caracteres");
    expect(mensaje(texto({ campo: "la descripción", max: 3 }), "abcd")).toBe("La descripción es demasiado larga: como máximo 3 caracteres");
    expect(mensaje(textoOpcional({ campo: "los comentarios", max: 200 }), "x".repeat(201))).toBe("Los comentarios son demasiado largos: como máximo 200 caracteres");
    expect(mensaje(nombre, 5)).toBe("El nombre debe ser texto");
  });

  it.each(["a\u0000b", "a\u0007", "a\u202Fb\u0085", "a\nb", "\uD800x"])("refuses control characters in %j", (v) => {
    expect(mensaje(nombre, v)).toBe("El nombre tiene caracteres no válidos");
  });

  it.each(["Aula\u200B1", "\u202Eodraude", "Ana\u2066 López\u2069", "\uFEFFAna", "Ana\u00ADbel", "Jo\u200Dsé", "Mar\u200Cta", "Ana\u200F"])(
    "refuses zero-width and bidi characters in a name: %j (issue 47.12)",
    (v) => {
      expect(mensaje(nombre, v)).toBe("El nombre tiene caracteres no válidos");
      expect(mensaje(textoOpcional({ campo: "el nombre", max: 10 }), v)).toBe("El nombre tiene caracteres no válidos");
    },
  );

  it("free text keeps emoji joiners but not bidi overrides", () => {
    const comentario = textoOpcional({ campo: "el comentario", max: 50, multilinea: true });
    expect(comentario.parse("Bien 👩\u200D🏫")).toBe("Bien 👩\u200D🏫");
    expect(mensaje(comentario, "Bien \u202Eodarc")).toBe("El comentario tiene caracteres no válidos");
  });

  it("allows line breaks only in multi-line text, and empties optional text", () => {
    const comentario = textoOpcional({ campo: "el comentario", max: 50, multilinea: true });
    expect(comentario.parse("uno\r\ndos\tfin")).toBe("uno\r\ndos\tfin");
    expect(comentario.parse(null)).toBe("");
    expect(comentario.parse(undefined)).toBe("");
    // Also as an absent key of an object (a GET form without the field, a JSON body without it).
    expect(z.object({ comentario }).parse({})).toEqual({ comentario: "" });
    expect(mensaje(comentario, "a\u0000")).toBe("El comentario tiene caracteres no válidos");
  });
});

describe("nombreDePersona (issue 48: real names in, typing and pasting mistakes out)", () => {
  const nombre = nombreDePersona({ campo: "el nombre", max: 80 });
  const apellidos = nombreDePersonaOpcional({ campo: "los apellidos", max: 120 });

  it.each(["María José", "Núñez-Çelik", "D'Angelo", "O’Brien", "de la Fuente y Pérez", "Mª Carmen", "M. Àngels", "Gal·la", "Nguyễn Thị", "Ørsted", "Zoë", "محمد", "Iñaki"])("accepts %j", (v) => {
    expect(nombre.parse(v)).toBe(v);
    expect(apellidos.parse(v)).toBe(v);
  });

  it.each(["Ana3", "J0sé", "Ana 😀", "<b>Ana</b>", "Ana>", "Ana@", "Ana_López", "Ana/Pepa", "'Ana", "-Ana", "Ana (ES)", "١٢"])("refuses %j", (v) => {
    expect(mensaje(nombre, v)).toBe("El nombre solo puede tener letras, espacios, apóstrofos, guiones y puntos");
    expect(mensaje(apellidos, v)).toBe("Los apellidos solo pueden tener letras, espacios, apóstrofos, guiones y puntos");
  });

  it("keeps the shared text rules: control and bidi characters, length, blank", () => {
    expect(mensaje(nombre, "Ana\u202E")).toBe("El nombre tiene caracteres no válidos");
    expect(mensaje(nombre, "Ana\u0000")).toBe("El nombre tiene caracteres no válidos");
    expect(mensaje(nombre, "a".repeat(81))).toBe("El nombre es demasiado largo: como máximo 80 caracteres");
    expect(mensaje(nombre, "  ")).toBe("Falta el nombre");
    expect(apellidos.parse("")).toBe("");
    expect(nombre.parse("  Ana  ")).toBe("Ana");
  });
});

describe("id", () => {
  it.each([["5", 5], [5, 5], ["2147483647", 2147483647]])("reads %j", (v, n) => expect(id().parse(v)).toBe(n));
  it.each(["0x5", "5e0", " 5 ", "5.0", "-1", "0", "2147483648", "", 5.5, "٥"])("refuses %j", (v) => expect(id("Solicitud no encontrada").safeParse(v).success).toBe(false));
});

describe("entero, fecha, hora, casilla, email", () => {
  it("bounds whole numbers", () => {
    const horas = entero({ campo: "las horas", min: 0, max: 2000 });
    expect(horas.parse("12")).toBe(12);
    expect(mensaje(horas, "-1")).toBe("Las horas debe ser un número entero entre 0 y 2000");
    expect(mensaje(horas, "1e3")).toMatch(/número entero/);
    expect(mensaje(horas, "")).toBe("Falta las horas");
  });

  it("reads real dates only", () => {
    const f = fecha({ campo: "la fecha de inicio", min: "2026-09-01" });
    expect(f.parse("15/09/2026")).toBe("2026-09-15");
    expect(mensaje(f, "2026-02-30")).toMatch(/no es una fecha válida/);
    expect(mensaje(f, "2025-01-01T25:00:00Z")).toMatch(/no es una fecha válida/);
    expect(mensaje(f, "2026-08-31")).toMatch(/fuera del intervalo/);
  });

  it("reads times, checkboxes and emails", () => {
    expect(hora().parse("8:05")).toBe("08:05");
    expect(hora().safeParse("24:00").success).toBe(false);
    expect(casilla.parse("on")).toBe(true);
    expect(casilla.parse(undefined)).toBe(false);
    expect(email().parse(" Ana@Centro.ES ")).toBe("ana@centro.es");
    expect(mensaje(email(), "no-es-correo")).toBe("El correo electrónico no es válido");
  });
});

describe("DNI/NIE", () => {
  it.each([
    ["12345678Z", "DNI"],
    ["00000001R", "DNI with leading zeros"],
    ["1234567L", "DNI typed without its leading zero"],
    ["K1234567L", "K NIF (Spaniard under 14)"],
    ["L1234567L", "L NIF (Spaniard living abroad)"],
    ["m-1234567-l", "M NIF (foreigner without NIE), typed loosely"],
    ["18034567z", "lower-case letter"],
    ["12.345.678-Z", "dots and dash"],
    [" 12345678 z ", "spaces"],
    ["X1234567L", "NIE starting with X"],
    ["Y1234567X", "NIE starting with Y"],
    ["Z1234567R", "NIE starting with Z"],
    ["x-1234567-l", "lower-case NIE with dashes"],
  ])("accepts %s (%s)", (nif) => {
    expect(problemaNif(nif)).toBeNull();
    expect(esNifValido(nif)).toBe(true);
  });

  it.each([
    ["12345678A", "letra"],
    ["X1234567T", "letra"],
    ["Y1234567L", "letra"],
    ["1234567Z", "letra"],
    ["00000000T", "reservado"],
    ["0000000T", "reservado"],
    ["99999999R", "reservado"],
    ["X0000000T", "reservado"],
    ["K1234567Z", "letra"],
    ["123456Z", "formato"],
    ["123456789Z", "formato"],
    ["12345678", "formato"],
    ["A1234567L", "formato"],
    ["12345678Ñ", "formato"],
    ["X12345678L", "formato"],
    ["", "vacio"],
    ["  ", "vacio"],
  ])("refuses %s (%s)", (nif, problema) => {
    expect(problemaNif(nif)).toBe(problema);
    expect(esNifValido(nif)).toBe(false);
  });

  it("normalises to upper case without separators", () => {
    expect(normalizarNif(" x-1234567.l ")).toBe("X1234567L");
    expect(normalizarNif("1.234.567-l")).toBe("01234567L");
  });

  it("every check letter of the table matches exactly one remainder", () => {
    // 23 consecutive numbers cover every remainder once: exactly one letter is valid for each.
    for (let n = 10_000_000; n < 10_000_023; n++) {
      const validas = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").filter((l) => esNifValido(`${n}${l}`));
      expect(validas).toHaveLength(1);
    }
  });
});

describe("nifNie", () => {
  it("normalises and keeps the convalidación messages", () => {
    expect(nifNie().parse(" x-1234567.l ")).toBe("X1234567L");
    expect(mensaje(nifNie(), "")).toBe("Escribe tu NIF o NIE");
    expect(mensaje(nifNie(), undefined)).toBe("Escribe tu NIF o NIE");
    expect(mensaje(nifNie(), "1234Z")).toBe("El NIF son 8 números y una letra; el NIE, X, Y o Z, 7 números y una letra");
    expect(mensaje(nifNie(), "12345678A")).toBe("La letra del NIF/NIE no corresponde al número");
  });
});

describe("telefono", () => {
  it("takes nine digits from 6 to 9, with spaces or +34, as text or number", () => {
    expect(telefono().parse("+34 974 12 34 56")).toBe("974123456");
    expect(telefono().parse(612345678)).toBe("612345678");
    expect(mensaje(telefono(), "")).toBe("Falta el teléfono");
    expect(mensaje(telefono(), "97412345")).toBe("El teléfono debe tener 9 cifras (sin prefijo) y empezar por 6, 7, 8 o 9");
    expect(mensaje(telefono(), "512345678")).toMatch(/9 cifras/);
    expect(mensaje(telefono(), "61234567a")).toMatch(/9 cifras/);
    // A foreign number only where the field allows it.
    expect(mensaje(telefono(), "+212 612345678")).toMatch(/9 cifras/);
  });

  it("accepts a foreign number with its country prefix where allowed (issue 48)", () => {
    const t = telefono("el teléfono", { internacional: true });
    expect(t.parse("+212 612345678")).toBe("+212612345678");
    expect(t.parse("00212 612 34 56 78")).toBe("+212612345678");
    expect(t.parse("+376 812 345")).toBe("+376812345");
    expect(t.parse("+34 612 34 56 78")).toBe("612345678");
    expect(t.parse("612345678")).toBe("612345678");
    expect(mensaje(t, "+34 12345")).toMatch(/prefijo de otro país/);
    expect(mensaje(t, "+0212612345678")).toMatch(/prefijo de otro país/);
    expect(mensaje(t, "+2126123456789012")).toMatch(/prefijo de otro país/);
    expect(mensaje(t, "+212 6123")).toMatch(/prefijo de otro país/);
  });
});

describe("optional fields inside an object", () => {
  it("accept a missing key: an unchecked checkbox, an empty optional field", () => {
    const s = z.object({ actual: casilla, nota: textoOpcional({ campo: "la nota", max: 10 }) });
    expect(s.parse({})).toEqual({ actual: false, nota: "" });
  });
});

describe("pagina and vacioEsAusente", () => {
  test("a page number from a URL: absent or empty is the first; anything else but a page is refused", () => {
    expect(pagina.parse("3")).toBe(3);
    expect(pagina.parse(2)).toBe(2);
    for (const v of [undefined, null, ""]) expect(pagina.parse(v)).toBe(1);
    for (const v of ["0", "-2", "abc", "0x5", "1e3", "2.5", "9999999", "1\u0000"]) expect(pagina.safeParse(v).success).toBe(false);
  });

  test("an empty form or query value counts as not given", () => {
    expect(vacioEsAusente("")).toBeUndefined();
    expect(vacioEsAusente(null)).toBeUndefined();
    expect(vacioEsAusente("QUI301")).toBe("QUI301");
    expect(vacioEsAusente(0)).toBe(0);
  });
});
