import { formatearFecha, normalizarFecha } from "../fechas";
import { alCambiarCategoria, comprimirCodigos, describirCambio, diferencias, erroresFormulario, expandirCodigos, mensajeCodigoDuplicado, subcategoriasDe, volverSeguro } from "./reglas";
import { articuloEdicionSchema, articuloEntradaSchema, MENSAJE_OBLIGATORIOS } from "./schemas";

/** The form's values checked as the form, the action and the import check them. */
function validarFormularioArticulo(valores: Record<string, unknown>) {
  const r = articuloEntradaSchema.safeParse(valores);
  return r.success ? { ok: true as const, datos: r.data } : { ok: false as const, ...erroresFormulario(r.error, valores) };
}

const valido = { codigo: "", nombre: "Monitor", descripcion: "", aula: "Aula 5", categoria: "Informática", subcategoria: "Monitor" };

describe("article form rules", () => {
  it.each([["nombre"], ["aula"], ["categoria"]])("refuses a blank %s with the spec's message and marks the field", (campo) => {
    const r = validarFormularioArticulo({ ...valido, [campo]: "   " });
    expect(r).toEqual({ ok: false, message: MENSAJE_OBLIGATORIOS, fieldErrors: { [campo]: ["Este campo es obligatorio."] } });
  });

  it("marks every missing required field at once", () => {
    const r = validarFormularioArticulo({ codigo: "", nombre: "", aula: "", categoria: "" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe("Debes rellenar todos los campos obligatorios.");
      expect(Object.keys(r.fieldErrors).sort()).toEqual(["aula", "categoria", "nombre"]);
    }
  });

  it("treats a blank code as 'next free code' and trims text", () => {
    const r = validarFormularioArticulo({ ...valido, nombre: "  Monitor  ", subcategoria: "" });
    expect(r).toEqual({ ok: true, datos: { codigo: undefined, nombre: "Monitor", descripcion: "", aula: "Aula 5", categoria: "Informática", subcategoria: null } });
  });

  it.each([["abc"], ["-4"], ["0"], ["1.5"], ["99999999999"]])("refuses the code %p", (codigo) => {
    const r = validarFormularioArticulo({ ...valido, codigo });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fieldErrors.codigo?.[0]).toMatch(/código/);
  });

  it("accepts codes as digits or JSON numbers, but not booleans", () => {
    expect(articuloEntradaSchema.parse({ ...valido, codigo: " 42 " }).codigo).toBe(42);
    expect(articuloEntradaSchema.parse({ ...valido, codigo: 42 }).codigo).toBe(42);
    expect(articuloEntradaSchema.safeParse({ ...valido, codigo: true }).success).toBe(false);
    expect(articuloEdicionSchema.safeParse({ ...valido, codigo: "" }).success).toBe(false);
  });

  it("reads decommission dates as ISO or dd/MM/yyyy, and refuses impossible or future ones", () => {
    expect(normalizarFecha("2026-02-28")).toBe("2026-02-28");
    expect(normalizarFecha("5/3/2025")).toBe("2025-03-05");
    expect(normalizarFecha("2025-03-05T10:00:00Z")).toBe("2025-03-05");
    expect(normalizarFecha("31/02/2025")).toBeNull();
    expect(articuloEntradaSchema.safeParse({ ...valido, fechabaja: "2999-01-01", motivoBaja: "x" }).success).toBe(false);
    expect(articuloEntradaSchema.parse({ ...valido, fechabaja: "" }).fechabaja).toBeNull();
    expect(articuloEntradaSchema.parse(valido).fechabaja).toBeUndefined();
  });

  it("builds the duplicate-code alert, with the decommission note when it applies", () => {
    expect(mensajeCodigoDuplicado({ codigo: 7, nombre: "Silla", fechaBaja: null })).toBe("El código 7 ya existe para el artículo Silla");
    // Only an administrator restores (spec §4): the note sends there, whoever decommissioned it.
    expect(mensajeCodigoDuplicado({ codigo: 7, nombre: "Silla", fechaBaja: "2025-01-01" })).toBe(
      "El código 7 ya existe para el artículo Silla dado de baja - habla con la administración del centro para recuperarlo",
    );
  });

  it("offers subcategories only for categories that have them, and a category change resets the subcategory", () => {
    const cats = [
      { nombre: "Mobiliario", subcategorias: [{ nombre: "Mesa" }, { nombre: "Silla" }] },
      { nombre: "Herramientas", subcategorias: [] },
    ];
    expect(subcategoriasDe(cats, "Mobiliario")).toEqual(["Mesa", "Silla"]);
    expect(subcategoriasDe(cats, "Herramientas")).toEqual([]);
    expect(subcategoriasDe(cats, "")).toEqual([]);
    expect(alCambiarCategoria({ categoria: "Mobiliario", subcategoria: "Mesa", nombre: "x" }, "Herramientas")).toEqual({ categoria: "Herramientas", subcategoria: "", nombre: "x" });
  });

  it("formats dates as dd/MM/yyyy", () => {
    expect(formatearFecha("2026-01-09")).toBe("09/01/2026");
    expect(formatearFecha(null)).toBe("");
  });
});

describe("history", () => {
  const antes = { nombre: "Mesa", descripcion: "", aula: "Aula 1", categoria: "Mobiliario", subcategoria: "Mesa", fechabaja: null, motivoBaja: null };
  it("lists only what changed, and everything filled in for a new article", () => {
    expect(diferencias(antes, { ...antes, aula: "Aula 3" })).toEqual([{ campo: "aula", antes: "Aula 1", despues: "Aula 3" }]);
    expect(diferencias(antes, antes)).toEqual([]);
    expect(diferencias(null, antes).map((c) => c.campo)).toEqual(["nombre", "aula", "categoria", "subcategoria"]);
  });
  it("describes a change in Spanish, dates as dd/MM/yyyy", () => {
    expect(describirCambio({ campo: "aula", antes: "Aula 1", despues: "Aula 3" })).toBe("Aula: Aula 1 → Aula 3");
    expect(describirCambio({ campo: "fechabaja", antes: null, despues: "2026-02-01" })).toBe("Fecha de baja: 01/02/2026");
  });
});

describe("codes in a URL", () => {
  it("compresses runs and expands them back", () => {
    expect(comprimirCodigos([5, 1, 2, 3, 8, 10, 11, 3])).toBe("1-3,5,8,10-11");
    expect(expandirCodigos("1-3,5,8,10-11")).toEqual([1, 2, 3, 5, 8, 10, 11]);
    expect(expandirCodigos("x,3,-,0,7-6")).toEqual([3]);
    expect(expandirCodigos("1-100000", 50)).toHaveLength(50);
  });
});

describe("back one level", () => {
  it("returns to the list with its filters, and never leaves the inventory", () => {
    expect(volverSeguro("/jefatura/inventario?q=mesa&aula=Aula%201&pagina=2")).toBe("/jefatura/inventario?q=mesa&aula=Aula%201&pagina=2");
    expect(volverSeguro("https://evil.example/")).toBe("/jefatura/inventario");
    expect(volverSeguro("//evil.example/jefatura/inventario")).toBe("/jefatura/inventario");
    expect(volverSeguro("/jefatura/inventario/../../admin")).toBe("/jefatura/inventario");
    expect(volverSeguro(undefined)).toBe("/jefatura/inventario");
  });
});
