import { accionDeCambio, CAMPOS_USUARIO, comprobarDominio, diferencias, normalizarUsuario, type FotoUsuario } from "./reglas";
import { FALTAN_APELLIDOS, usuarioEdicionSchema, usuarioSchema } from "./schemas";

const foto = (v: Partial<FotoUsuario> = {}): FotoUsuario => ({ email: "a@c.test", nombre: "Ana", apellidos: "López", cargos: "Docente", departamento: "Química", grupo: null, codigo: null, activo: true, ...v });

describe("reglas de personas", () => {
  it("drops the fields that do not apply to the cargos", () => {
    const base = usuarioSchema.parse({ email: "a@c.test", nombre: "Ana", cargos: ["docente"], departamentoId: "3", grupo: "1QUI301", codigo: "24q1" });
    expect(normalizarUsuario(base)).toMatchObject({ departamentoId: 3, grupo: null, codigo: null });
    expect(normalizarUsuario({ ...base, cargos: ["estudiante"] as const })).toMatchObject({ departamentoId: null, grupo: "1QUI301", codigo: "24Q1" });
    // Management may belong to a department too (the director who teaches, a secretary who does not).
    expect(normalizarUsuario({ ...base, cargos: ["admin"] })).toMatchObject({ departamentoId: 3, grupo: null, codigo: null });
  });

  it("defaults a new account to active and accepts only the centre's domain", () => {
    expect(usuarioSchema.parse({ email: "A@C.TEST", nombre: "Ana", cargos: ["docente"] })).toMatchObject({ email: "a@c.test", activo: true, apellidos: "" });
    expect(usuarioSchema.parse({ email: "a@c.test", nombre: "Ana", cargos: ["docente"], activo: false }).activo).toBe(false);
    expect(comprobarDominio("a@c.test", "c.test")).toBeNull();
    expect(comprobarDominio("a@c.test.evil.com", "c.test")).toBe("El correo debe ser de la cuenta del centro (@c.test)");
  });

  it("flags a student without surnames and a name with digits or markup; staff may go without surnames (decision 069)", () => {
    const r = usuarioSchema.safeParse({ email: "a@c.test", nombre: "Ana", apellidos: "  ", cargos: ["estudiante"] });
    expect(r.success ? null : r.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([["apellidos", FALTAN_APELLIDOS]]);
    expect(usuarioEdicionSchema.safeParse({ id: "4", email: "a@c.test", nombre: "Ana", cargos: ["estudiante"] }).success).toBe(false);
    expect(usuarioSchema.parse({ email: "a@c.test", nombre: "Secretaría", apellidos: "", cargos: ["admin"] }).apellidos).toBe("");
    expect(usuarioSchema.parse({ email: "a@c.test", nombre: "María José", apellidos: "Núñez-Çelik", cargos: ["estudiante"] }).apellidos).toBe("Núñez-Çelik");
    for (const nombre of ["Ana2", "<i>Ana</i>", "Ana 🙂"]) expect(usuarioSchema.safeParse({ email: "a@c.test", nombre, apellidos: "López", cargos: ["docente"] }).success).toBe(false);
  });

  it("names deactivation, reactivation and changes of cargos before other edits", () => {
    expect(accionDeCambio(foto(), foto({ activo: false, cargos: "Jefatura de departamento" }))).toBe("desactivar");
    expect(accionDeCambio(foto({ activo: false }), foto())).toBe("reactivar");
    expect(accionDeCambio(foto(), foto({ cargos: "Jefatura de departamento" }))).toBe("cambiar_cargos");
    expect(accionDeCambio(foto(), foto({ nombre: "Anna" }))).toBe("modificar");
  });

  it("lists the changed fields with labels", () => {
    expect(diferencias(foto(), foto({ departamento: null, activo: false }), CAMPOS_USUARIO)).toEqual([
      { campo: "Departamento", antes: "Química", despues: "—" },
      { campo: "Activa", antes: "sí", despues: "no" },
    ]);
    // A new person: every field with a value, none of the empty ones (group and code of a teacher).
    expect(diferencias(null, foto(), CAMPOS_USUARIO).map((c) => c.campo)).toEqual(["Correo", "Nombre", "Apellidos", "Cargos", "Departamento", "Activa"]);
  });
});
