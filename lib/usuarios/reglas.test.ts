import { accionDeCambio, CAMPOS_USUARIO, comprobarDominio, diferencias, normalizarUsuario, type FotoUsuario } from "./reglas";
import { usuarioSchema } from "./schemas";

const foto = (v: Partial<FotoUsuario> = {}): FotoUsuario => ({ email: "a@c.test", nombre: "Ana", apellidos: "López", tipo: "docente", departamento: "Química", grupo: null, codigo: null, activo: true, ...v });

describe("reglas de personas", () => {
  it("drops the fields that do not apply to the type", () => {
    const base = usuarioSchema.parse({ email: "a@c.test", nombre: "Ana", tipo: "docente", departamentoId: "3", grupo: "1QUI301", codigo: "24q1" });
    expect(normalizarUsuario(base)).toMatchObject({ departamentoId: 3, grupo: null, codigo: null });
    expect(normalizarUsuario({ ...base, tipo: "estudiante" })).toMatchObject({ departamentoId: null, grupo: "1QUI301", codigo: "24Q1" });
    expect(normalizarUsuario({ ...base, tipo: "admin" })).toMatchObject({ departamentoId: null, grupo: null, codigo: null });
  });

  it("defaults a new account to active and accepts only the centre's domain", () => {
    expect(usuarioSchema.parse({ email: "A@C.TEST", nombre: "Ana", tipo: "docente" })).toMatchObject({ email: "a@c.test", activo: true, apellidos: "" });
    expect(usuarioSchema.parse({ email: "a@c.test", nombre: "Ana", tipo: "docente", activo: false }).activo).toBe(false);
    expect(comprobarDominio("a@c.test", "c.test")).toBeNull();
    expect(comprobarDominio("a@c.test.evil.com", "c.test")).toBe("El correo debe ser de la cuenta del centro (@c.test)");
  });

  it("names deactivation, reactivation and type changes before other edits", () => {
    expect(accionDeCambio(foto(), foto({ activo: false, tipo: "jefatura" }))).toBe("desactivar");
    expect(accionDeCambio(foto({ activo: false }), foto())).toBe("reactivar");
    expect(accionDeCambio(foto(), foto({ tipo: "jefatura" }))).toBe("cambiar_tipo");
    expect(accionDeCambio(foto(), foto({ nombre: "Anna" }))).toBe("modificar");
  });

  it("lists the changed fields with labels", () => {
    expect(diferencias(foto(), foto({ departamento: null, activo: false }), CAMPOS_USUARIO)).toEqual([
      { campo: "Departamento", antes: "Química", despues: "—" },
      { campo: "Activa", antes: "sí", despues: "no" },
    ]);
    // A new person: every field with a value, none of the empty ones (group and code of a teacher).
    expect(diferencias(null, foto(), CAMPOS_USUARIO).map((c) => c.campo)).toEqual(["Correo", "Nombre", "Apellidos", "Tipo", "Departamento", "Activa"]);
  });
});
