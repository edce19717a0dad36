import { z } from "zod";
import { erroresDeCampo } from "./errors";

const esquema = z.object({
  nombre: z.string().min(2, "Demasiado corto").regex(/^[a-z]+$/, "Solo letras"),
  domicilio: z.object({ provincia: z.string().min(1, "Falta la provincia") }),
  lineas: z.array(z.object({ codigo: z.string().min(1, "Falta el código") })),
}).refine((v) => v.nombre !== "xx", "Datos incoherentes");

describe("erroresDeCampo: the one converter of zod issues into field errors", () => {
  it("keys each message by its field path, nested paths joined by dots", () => {
    const r = esquema.safeParse({ nombre: "1", domicilio: { provincia: "" }, lineas: [{ codigo: "" }] });
    expect(erroresDeCampo(r.error!)).toEqual({
      nombre: ["Demasiado corto", "Solo letras"],
      "domicilio.provincia": ["Falta la provincia"],
      "lineas.0.codigo": ["Falta el código"],
    });
  });

  it("puts an issue without a path under «_», the form as a whole", () => {
    const r = esquema.safeParse({ nombre: "xx", domicilio: { provincia: "Huesca" }, lineas: [] });
    expect(erroresDeCampo(r.error!)).toEqual({ _: ["Datos incoherentes"] });
  });

  it("takes a key function and shows a message said twice for one field once", () => {
    const incidencias = [
      { path: ["lineas", 0, "codigo"], message: "Revisa las líneas" },
      { path: ["lineas", 1, "codigo"], message: "Revisa las líneas" },
      { path: ["nombre"], message: "Obligatorio" },
    ];
    expect(erroresDeCampo(incidencias, (ruta) => String(ruta[0]))).toEqual({ lineas: ["Revisa las líneas"], nombre: ["Obligatorio"] });
  });
});
