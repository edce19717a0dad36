import { leerOrden, lineaDeCuenta } from "./consola";

describe("npm run admin: the command line", () => {
  it.each([
    [["alta", "a@b.es", "Ana", "López Gracia"], { orden: "alta", email: "a@b.es", nombre: "Ana", apellidos: "López Gracia", cargos: ["admin"] }],
    [["alta", "a@b.es", "Ana"], { orden: "alta", email: "a@b.es", nombre: "Ana", apellidos: "", cargos: ["admin"] }],
    [["alta", "a@b.es", "Ana", "L", "--cargo", "docente,jefatura"], { orden: "alta", cargos: ["docente", "jefatura"] }],
    [["alta", "--cargo=docente", "a@b.es", "Ana", "L", "--cargo", "admin"], { orden: "alta", email: "a@b.es", cargos: ["docente", "admin"] }],
    [["lista"], { orden: "lista", cargo: "admin" }],
    [["lista", "--cargo", "docente"], { orden: "lista", cargo: "docente" }],
    [["lista", "--todas"], { orden: "lista", cargo: null }],
    [["baja", "a@b.es"], { orden: "baja", email: "a@b.es" }],
  ])("reads %j", (args, esperado) => {
    expect(leerOrden(args)).toMatchObject(esperado);
  });

  it.each([
    [[], /Falta la orden/],
    [["borrar", "a@b.es"], /Orden desconocida: borrar/],
    [["alta", "a@b.es"], /alta necesita/],
    [["alta", "a@b.es", "Ana", "L", "--cargo"], /Falta el cargo/],
    [["alta", "a@b.es", "Ana", "L", "--todo"], /Opción desconocida: --todo/],
    [["baja"], /baja necesita un correo/],
    [["baja", "a@b.es", "--cargo", "admin"], /baja no admite opciones/],
    [["lista", "--todas", "--cargo", "admin"], /no los dos/],
  ])("refuses %j with a Spanish message", (args, mensaje) => {
    const r = leerOrden(args);
    expect("error" in r && r.error).toMatch(mensaje);
  });

  it("prints one account per line, a deactivated one marked", () => {
    expect(lineaDeCuenta({ email: "m@c.es", nombre: "Marta", apellidos: "Lacasa", cargos: ["docente", "admin"], activo: false })).toBe("m@c.es  Marta Lacasa  (administración y docente)  [desactivada]");
  });
});
