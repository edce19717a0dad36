import { comprobarRespuestas, esGrupoPequeno } from "./reglas";
import {
  calcularMedia,
  calcularVisibilidad,
  explicarPublicacion,
  explicarVisibilidad,
  formatearMedia,
  listarRecuentos,
  ordenarComentarios,
  PUNTUACIONES,
  recuentosDeEnvio,
  resumirCuestiones,
  sumarRecuentos,
  tocaPublicar,
  type Recuento,
} from "./puntuaciones";
import { campanaSchema, envioSchema } from "./schemas";

const veces = (pares: [number | null, number][]) => pares.map(([resultado, n]) => ({ resultado, veces: n }));

describe("calcularMedia", () => {
  it("averages the scores and leaves Ns/Nc out", () => {
    expect(calcularMedia(veces([[10, 1], [5, 1], [null, 7]]))).toBe(7.5);
    expect(calcularMedia(veces([[0, 3]]))).toBe(0);
  });

  it("rounds to two decimals, half up", () => {
    // 20 / 3 = 6.666…
    expect(calcularMedia(veces([[6, 1], [7, 2]]))).toBe(6.67);
    // 201 / 200 = 1.005 exactly: a naive x.toFixed(2) or Math.round(x * 100) gives 1.00.
    expect(calcularMedia(veces([[1, 199], [2, 1]]))).toBe(1.01);
    expect(calcularMedia(veces([[1, 7], [2, 1]]))).toBe(1.13);
  });

  it("is null when nobody gave a score", () => {
    expect(calcularMedia([])).toBeNull();
    expect(calcularMedia(veces([[null, 4]]))).toBeNull();
    expect(calcularMedia(veces([[8, 0]]))).toBeNull();
  });
});

describe("resumirCuestiones", () => {
  const cuestiones = [
    { id: 7, texto: "Tercera", orden: 3 },
    { id: 2, texto: "Primera", orden: 1 },
    { id: 5, texto: "Segunda", orden: 2 },
    { id: 9, texto: "Nunca preguntada", orden: 4 },
  ];
  const recuentos: Recuento[] = [
    { cuestionId: 2, resultado: 10, veces: 2 },
    { cuestionId: 2, resultado: null, veces: 1 },
    { cuestionId: 2, resultado: 4, veces: 0 },
    { cuestionId: 5, resultado: 3, veces: 3 },
    { cuestionId: 7, resultado: null, veces: 3 },
  ];

  it("numbers the questions that were asked in questionnaire order", () => {
    const r = resumirCuestiones(cuestiones, recuentos);
    expect(r.map((c) => [c.numero, c.id, c.cuestion])).toEqual([
      [1, 2, "Primera"],
      [2, 5, "Segunda"],
      [3, 7, "Tercera"],
    ]);
  });

  it("gives counts for every score, Ns/Nc first, and the average of the scores only", () => {
    const [primera, segunda, tercera] = resumirCuestiones(cuestiones, recuentos);
    expect(primera.resultados.map((r) => r.resultado)).toEqual([...PUNTUACIONES]);
    expect(primera.resultados.find((r) => r.resultado === null)?.veces).toBe(1);
    expect(primera.resultados.find((r) => r.resultado === 10)?.veces).toBe(2);
    expect(primera.resultados.reduce((s, r) => s + r.veces, 0)).toBe(3);
    expect(primera).toMatchObject({ media: 10, conPuntuacion: 2 });
    expect(segunda).toMatchObject({ media: 3, conPuntuacion: 3 });
    expect(tercera).toMatchObject({ media: null, conPuntuacion: 0 });
  });
});

describe("a group's counts (RecuentosGrupo)", () => {
  const envioA = recuentosDeEnvio([
    { id: 2, resultado: 10 },
    { id: 5, resultado: null },
  ]);

  it("turns a submission into a 1 at each question's score, in PUNTUACIONES' order (Ns/Nc first)", () => {
    expect(envioA).toEqual({ "2": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], "5": [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
    expect(recuentosDeEnvio([{ id: 3, resultado: 0 }])["3"].indexOf(1)).toBe(PUNTUACIONES.indexOf(0));
  });

  it("adds score by score and keeps a question that only one side has", () => {
    const suma = sumarRecuentos(sumarRecuentos(envioA, recuentosDeEnvio([{ id: 2, resultado: 10 }, { id: 7, resultado: 4 }])), {});
    expect(suma["2"][11]).toBe(2);
    expect(suma["5"][0]).toBe(1);
    expect(suma["7"][PUNTUACIONES.indexOf(4)]).toBe(1);
    expect(Object.values(suma).map((v) => v.reduce((a, b) => a + b, 0))).toEqual([2, 1, 1]);
    expect(envioA["2"][11]).toBe(1);
  });

  it("lists one entry per question and score, which resumirCuestiones reads", () => {
    const lista = listarRecuentos(envioA);
    expect(lista).toHaveLength(2 * PUNTUACIONES.length);
    expect(lista.filter((r) => r.veces > 0)).toEqual([
      { cuestionId: 2, resultado: 10, veces: 1 },
      { cuestionId: 5, resultado: null, veces: 1 },
    ]);
    expect(resumirCuestiones([{ id: 2, texto: "Una", orden: 1 }], lista)).toEqual([expect.objectContaining({ id: 2, media: 10, conPuntuacion: 1 })]);
  });
});

describe("publication and visibility", () => {
  it("publishes after every `minimo` new answers, never in smaller steps", () => {
    expect(tocaPublicar(4, 0, 5)).toBe(false);
    expect(tocaPublicar(5, 0, 5)).toBe(true);
    expect(tocaPublicar(9, 5, 5)).toBe(false);
    expect(tocaPublicar(10, 5, 5)).toBe(true);
    expect(tocaPublicar(1, 0, 1)).toBe(true);
  });

  it("shows nothing below the minimum and says how many answers are missing", () => {
    expect(calcularVisibilidad("abierta", 3, 0, 5)).toEqual({ estado: "abierta", visible: false, motivo: "pocas", respuestas: 3, publicadas: 0, minimo: 5, faltan: 2 });
    expect(calcularVisibilidad("cerrada", 4, 4, 5)).toMatchObject({ visible: false, motivo: "pocas", faltan: 1 });
    expect(calcularVisibilidad("cerrada", 0, 0, 1)).toMatchObject({ visible: false, faltan: 1 });
  });

  it("shows the last publication of an open campaign and counts down to the next one", () => {
    expect(calcularVisibilidad("abierta", 7, 5, 5)).toMatchObject({ visible: true, motivo: null, publicadas: 5, faltan: 3 });
    expect(calcularVisibilidad("abierta", 10, 10, 5)).toMatchObject({ visible: true, faltan: 5 });
    expect(calcularVisibilidad("cerrada", 7, 7, 5)).toMatchObject({ visible: true, faltan: 0 });
  });

  it("explains hidden results and partial publications in Spanish with the numbers", () => {
    expect(explicarVisibilidad(calcularVisibilidad("cerrada", 3, 3, 5))).toBe("Solo hay 3 respuestas: hacen falta al menos 5 para mostrar los resultados (faltan 2).");
    expect(explicarVisibilidad(calcularVisibilidad("cerrada", 1, 1, 5))).toContain("Solo hay 1 respuesta:");
    expect(explicarVisibilidad(calcularVisibilidad("abierta", 4, 0, 5))).toBe("Lleva 4 respuestas: hacen falta al menos 5 para mostrar los resultados (faltan 1).");
    expect(explicarVisibilidad(calcularVisibilidad("abierta", 0, 0, 5))).toMatch(/^No hay respuestas:/);
    expect(explicarVisibilidad(calcularVisibilidad("cerrada", 6, 6, 5))).toBeNull();

    expect(explicarPublicacion(calcularVisibilidad("abierta", 7, 5, 5))).toBe(
      "Resultados de 5 de las 7 respuestas. Se actualizan cada 5 respuestas nuevas y al cerrar la encuesta (faltan 3 para la próxima actualización).",
    );
    expect(explicarPublicacion(calcularVisibilidad("abierta", 5, 5, 5))).toMatch(/^Resultados de las 5 respuestas\./);
    expect(explicarPublicacion(calcularVisibilidad("cerrada", 7, 7, 5))).toBeNull();
  });
});

describe("comments and formatting", () => {
  it("sorts comments alphabetically, ignoring case and accents", () => {
    expect(ordenarComentarios(["b", "Á", "a", "C"])).toEqual(["a", "Á", "b", "C"]);
  });

  it("formats averages with a decimal comma", () => {
    expect(formatearMedia(7.5)).toBe("7,50");
    expect(formatearMedia(null)).toBe("—");
  });
});

describe("comprobarRespuestas", () => {
  const activas = [{ id: 4 }, { id: 1 }, { id: 9 }];

  it("accepts each active question exactly once, in any order", () => {
    expect(comprobarRespuestas(activas, [{ id: 9 }, { id: 4 }, { id: 1 }])).toEqual({ ok: true });
  });

  it("names missing questions by their number in the form", () => {
    expect(comprobarRespuestas(activas, [{ id: 4 }])).toMatchObject({ ok: false, message: "Faltan las respuestas a las preguntas 2 y 3." });
    expect(comprobarRespuestas(activas, [{ id: 4 }, { id: 9 }])).toMatchObject({ ok: false, message: "Falta la respuesta a la pregunta 2.", fieldErrors: { respuestas: [expect.any(String)] } });
  });

  it("refuses repeated and unknown questions", () => {
    expect(comprobarRespuestas(activas, [{ id: 4 }, { id: 1 }, { id: 9 }, { id: 1 }])).toMatchObject({ ok: false, message: "La pregunta 2 tiene más de una respuesta." });
    expect(comprobarRespuestas(activas, [{ id: 4 }, { id: 1 }, { id: 9 }, { id: 33 }])).toMatchObject({ ok: false, message: expect.stringContaining("33") });
  });

  it("refuses everything when the questionnaire is empty", () => {
    expect(comprobarRespuestas([], [])).toMatchObject({ ok: false });
  });

  it("flags groups smaller than the minimum", () => {
    expect(esGrupoPequeno(4, 5)).toBe(true);
    expect(esGrupoPequeno(5, 5)).toBe(false);
  });
});

describe("envioSchema", () => {
  const valido = { modulo: { codigo: "0065", ciclo: "qui301", docente: { email: " Ana.Lopez@Cpifp-Huesca.test " } }, respuestas: [{ id: 1, resultado: 0 }, { id: 2 }, { id: 3, resultado: null }], comentario: "  Bien  " };

  it("normalises a valid submission: Ns/Nc as null, cycle upper-case, email lower-case, comment trimmed", () => {
    expect(envioSchema.parse(valido)).toEqual({
      modulo: { codigo: "0065", ciclo: "QUI301", docente: { email: "ana.lopez@cpifp-huesca.test" } },
      respuestas: [{ id: 1, resultado: 0 }, { id: 2, resultado: null }, { id: 3, resultado: null }],
      comentario: "Bien",
    });
    expect(envioSchema.parse({ ...valido, comentario: undefined }).comentario).toBe("");
  });

  it.each([
    ["a score above 10", { respuestas: [{ id: 1, resultado: 11 }] }, "La puntuación debe estar entre 0 y 10"],
    ["a negative score", { respuestas: [{ id: 1, resultado: -1 }] }, "La puntuación debe estar entre 0 y 10"],
    ["a decimal score", { respuestas: [{ id: 1, resultado: 7.5 }] }, "La puntuación debe ser un número entero del 0 al 10"],
    ["a score as text", { respuestas: [{ id: 1, resultado: "7" }] }, "La puntuación debe ser un número del 0 al 10, o vacía para Ns/Nc"],
    ["no answers", { respuestas: [] }, "Faltan las respuestas"],
    ["a comment over 200 characters", { comentario: "x".repeat(201) }, "El comentario no puede pasar de 200 caracteres"],
    ["no module", { modulo: undefined }, "Falta el módulo de la encuesta"],
    ["no teacher", { modulo: { codigo: "0065" } }, "Falta el docente del módulo"],
    ["a bad teacher email", { modulo: { codigo: "0065", docente: { email: "ana" } } }, "El correo del docente no es válido"],
  ])("refuses %s", (_caso, cambio, mensaje) => {
    const r = envioSchema.safeParse({ ...valido, ...cambio });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(mensaje);
  });

  it("accepts a comment of exactly 200 characters", () => {
    expect(envioSchema.safeParse({ ...valido, comentario: "x".repeat(200) }).success).toBe(true);
  });
});

describe("campanaSchema", () => {
  const valida = { nombre: "Evaluación docente", cursoAcademico: "2026/2027", abre: "2027-03-15", cierra: "2027-03-26" };

  it("accepts a campaign and refuses a close date before the opening", () => {
    expect(campanaSchema.safeParse(valida).success).toBe(true);
    const r = campanaSchema.safeParse({ ...valida, cierra: "2027-03-01" });
    expect(r.error?.issues[0]).toMatchObject({ path: ["cierra"], message: "La fecha de cierre no puede ser anterior a la de apertura" });
  });

  it.each([
    [{ cursoAcademico: "2026/2028" }, "Los dos años del curso deben ser consecutivos, p. ej. 2026/2027"],
    [{ cursoAcademico: "26/27" }, "Escribe el curso académico como 2026/2027"],
    [{ abre: "2027-02-30" }, "La fecha de apertura no es una fecha válida (dd/mm/aaaa)"],
    [{ nombre: " a " }, "Escribe el nombre de la campaña (al menos 3 caracteres)"],
  ])("refuses %o", (cambio, mensaje) => {
    expect(campanaSchema.safeParse({ ...valida, ...cambio }).error?.issues.map((i) => i.message)).toContain(mensaje);
  });
});
