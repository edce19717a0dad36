import { cursoNuevoSchema, diasNoLectivosSchema } from "./calendario-schemas";

const errores = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("calendar schemas", () => {
  it("wants a school year as two consecutive years, with its dates in them", () => {
    // An unchecked checkbox sends nothing.
    expect(cursoNuevoSchema.parse({ codigo: "2027/2028", inicio: "2027-09-13", fin: "2028-06-21" }).actual).toBe(false);
    expect(cursoNuevoSchema.parse({ codigo: "2027/2028", inicio: "2027-09-13", fin: "2028-06-21", actual: "on" })).toEqual({ codigo: "2027/2028", inicio: "2027-09-13", fin: "2028-06-21", actual: true });
    expect(errores(cursoNuevoSchema.safeParse({ codigo: "2027/2029", inicio: "2027-09-13", fin: "2028-06-21" })).codigo).toMatch(/consecutivos/);
    expect(errores(cursoNuevoSchema.safeParse({ codigo: "2027/2028", inicio: "2028-01-10", fin: "2027-12-21" }))).toEqual({ inicio: "El curso 2027/2028 empieza en 2027", fin: "El curso 2027/2028 termina en 2028" });
  });

  it("takes one day off or a range, never backwards, with or without a description", () => {
    expect(diasNoLectivosSchema.parse({ curso: "2026/2027", desde: "2026-12-07" })).toEqual({ curso: "2026/2027", desde: "2026-12-07", descripcion: "" });
    expect(diasNoLectivosSchema.parse({ curso: "2026/2027", desde: "2026-12-07", hasta: "", descripcion: " Puente " })).toEqual({ curso: "2026/2027", desde: "2026-12-07", descripcion: "Puente" });
    expect(errores(diasNoLectivosSchema.safeParse({ curso: "2026/2027", desde: "2026-12-07", hasta: "2026-12-01" })).hasta).toMatch(/anterior/);
  });
});
