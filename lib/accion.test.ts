import { z } from "zod";

jest.mock("./acceso/exigir", () => ({ paginaPara: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/navigation", () => ({
  redirect: jest.fn((url: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { url });
  }),
  notFound: jest.fn(),
}));

import { revalidatePath } from "next/cache";
import { paginaPara } from "./acceso/exigir";
import { accion, formDataAObjeto } from "./accion";
import { conflicto } from "./errors";

const requerir = paginaPara as jest.Mock;
const revalidar = revalidatePath as jest.Mock;
const admin = { id: 1, cargos: ["admin"], email: "a@b.es", nombre: "A", apellidos: "", imageUrl: null, codigo: null, departamentoId: null };

const schema = z.object({ nombre: z.string().trim().min(1, "Falta el nombre"), horas: z.coerce.number().int("Horas enteras") });

beforeEach(() => {
  jest.clearAllMocks();
  requerir.mockResolvedValue(admin);
});

describe("accion", () => {
  const fn = jest.fn(async ({ datos }: { datos: z.output<typeof schema> }) => ({ message: `Guardado ${datos.nombre}.`, datos: { id: 7 } }));
  const guardar = accion({ acceso: "centro.administrar", schema, revalidar: ["/admin/centro"] }, fn);

  it("checks the caller first, for the declared operation", async () => {
    requerir.mockRejectedValueOnce(new Error("NEXT_REDIRECT"));
    await expect(guardar(null, { nombre: "x", horas: 1 })).rejects.toThrow("NEXT_REDIRECT");
    expect(requerir).toHaveBeenCalledWith("centro.administrar");
    expect(fn).not.toHaveBeenCalled();
  });

  it("parses FormData with the schema, runs, revalidates and returns ok with data", async () => {
    const fd = new FormData();
    fd.set("nombre", "  Química ");
    fd.set("horas", "3");
    fd.set("$ACTION_ID_abc", "");
    await expect(guardar(null, fd)).resolves.toEqual({ ok: true, message: "Guardado Química.", datos: { id: 7 } });
    expect(fn).toHaveBeenCalledWith({ user: admin, datos: { nombre: "Química", horas: 3 } });
    expect(revalidar).toHaveBeenCalledWith("/admin/centro", "layout");
  });

  it("returns field errors and changes nothing when the input is bad", async () => {
    const r = await guardar(null, { nombre: " ", horas: 1.5 });
    expect(r).toEqual({ ok: false, message: "Revisa los campos marcados.", fieldErrors: { nombre: ["Falta el nombre"], horas: ["Horas enteras"] } });
    const uno = await guardar(null, { nombre: "", horas: 1 });
    expect(uno?.message).toBe("Falta el nombre.");
    expect(fn).not.toHaveBeenCalled();
    expect(revalidar).not.toHaveBeenCalled();
  });

  it("turns a domain error into the form state and lets bugs through", async () => {
    fn.mockRejectedValueOnce(conflicto("Ya existe.", { nombre: ["Repetido"] }));
    await expect(guardar(null, { nombre: "x", horas: 1 })).resolves.toEqual({ ok: false, message: "Ya existe.", fieldErrors: { nombre: ["Repetido"] } });
    fn.mockRejectedValueOnce(new TypeError("bug"));
    await expect(guardar(null, { nombre: "x", horas: 1 })).rejects.toThrow("bug");
    expect(revalidar).not.toHaveBeenCalled();
  });

  it("redirects after revalidating when asked to", async () => {
    const crear = accion({ acceso: "inventario.gestionar", schema, revalidar: () => ["/a"], redirigir: (_d, r: { id: number } | undefined) => `/x/${r?.id}` }, async () => ({ message: "ok", datos: { id: 9 } }));
    await expect(crear(null, { nombre: "x", horas: 1 })).rejects.toMatchObject({ url: "/x/9" });
    expect(revalidar).toHaveBeenCalledWith("/a", "layout");
    expect(requerir).toHaveBeenCalledWith("inventario.gestionar");
  });
});

describe("formDataAObjeto", () => {
  it("keeps repeated keys as arrays and files as files", () => {
    const fd = new FormData();
    fd.append("modulos", "0065");
    fd.append("modulos", "0066");
    fd.append("nombre", "Ana");
    const f = new File(["a"], "a.csv");
    fd.append("archivo", f);
    const o = formDataAObjeto(fd);
    expect(o.modulos).toEqual(["0065", "0066"]);
    expect(o.nombre).toBe("Ana");
    expect(o.archivo).toBeInstanceOf(File);
  });
});
