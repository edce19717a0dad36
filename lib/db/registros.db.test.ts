import { inspect, format } from "node:util";
import { eq, sql } from "drizzle-orm";
import { describeEachDatabase } from "../../tests/support/test-db";
import { onRequestError } from "../../instrumentation";
import { nuevoIdDeSesion, unsafeCuentaDeCredencial } from "../auth/sesiones-de-acceso";
import { describirError, registrar } from "../log";
import { openDatabase } from "./client";
import { anotarDisponibilidad, baseDeDatosCaida } from "./disponibilidad";
import { matriculas, usuarios } from "./schema";

/**
 * Log policy (issue 47.1, decision 025): whatever fails in the database, no log line holds an
 * e-mail, a DNI/NIE, a name from the seed or a session id. The errors are provoked for real — a
 * duplicate person, a duplicate matrícula, a value of the wrong type, and the session lookup every
 * request makes against a PostgreSQL that does not answer — and then printed the three ways they
 * reach the log: Next printing the uncaught error whole (`console.error(err)`, properties and
 * causes), instrumentation's onRequestError, and our own `registrar`.
 */

const lineas: string[] = [];
const capturar = (...args: unknown[]) => {
  lineas.push(format(...args));
};

/** What a production server prints for an error a page or action did not catch. */
async function comoNext(err: unknown) {
  capturar("⨯", inspect(err, { depth: 8 }));
  const anterior = process.env.NEXT_RUNTIME;
  process.env.NEXT_RUNTIME = "nodejs";
  try {
    await onRequestError(err, { path: "/matricula?q=x", method: "POST", headers: { "x-request-id": "r1" } }, { routerKind: "App Router", routePath: "/matricula", routeType: "render" });
  } finally {
    process.env.NEXT_RUNTIME = anterior;
  }
  registrar("error", "prueba", { error: describirError(err) });
}

async function fallo(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error("se esperaba un error de la base de datos");
}

const DOCUMENTO = /\b[XYZ]?\d{7,8}[A-Z]\b/i;
const CORREO = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

function comprobarLineas(prohibidos: string[]) {
  expect(lineas.length).toBeGreaterThan(0);
  for (const linea of lineas) {
    expect(linea).not.toMatch(CORREO);
    expect(linea).not.toMatch(DOCUMENTO);
    for (const p of prohibidos) expect(linea).not.toContain(p);
  }
}

let espias: jest.SpyInstance[] = [];
beforeEach(() => {
  lineas.length = 0;
  espias = (["log", "warn", "error", "info"] as const).map((m) => jest.spyOn(console, m).mockImplementation(capturar));
});
afterEach(() => {
  for (const e of espias) e.mockRestore();
});

describeEachDatabase(
  "registros sin datos personales",
  (ctx) => {
    it("una persona o una matrícula repetida y un valor del tipo equivocado no dejan correo, DNI ni nombre en el registro", async () => {
      const [alumno] = await ctx.db.select().from(usuarios).where(sql`'estudiante' = any(${usuarios.cargos})`).limit(1);
      const persona: Partial<typeof alumno> = { ...alumno };
      delete persona.id;
      const prohibidos = [alumno.email, alumno.nombre, alumno.apellidos].filter((x) => x.length > 3);
      await comoNext(await fallo(ctx.db.insert(usuarios).values(persona as typeof usuarios.$inferInsert)));

      const [m] = await ctx.db.select().from(matriculas).limit(1);
      if (m) {
        const copia: Partial<typeof m> = { ...m };
        delete copia.id;
        prohibidos.push(m.dni, m.email, m.nombre, m.apellidos, m.telefono);
        await comoNext(await fallo(ctx.db.insert(matriculas).values(copia as typeof matriculas.$inferInsert)));
      } else {
        // A DNI in a failed write, whatever the seed holds.
        prohibidos.push("12345678Z");
        await comoNext(await fallo(ctx.db.update(usuarios).set({ codigo: "12345678Z", departamentoId: 999_999 }).where(eq(usuarios.id, alumno.id))));
      }
      // PostgreSQL quotes the offending value in the message itself.
      const sid = nuevoIdDeSesion();
      prohibidos.push(sid);
      await comoNext(await fallo(ctx.db.execute(sql`select ${sid}::integer`)));
      comprobarLineas(prohibidos);
    });
  },
  { seed: true },
);

describe("registros sin datos personales con PostgreSQL caído", () => {
  it("la lectura de la sesión de cada petición no deja el id de sesión en el registro", async () => {
    // Port 9 (discard) is closed here: a PostgreSQL that does not answer.
    const conexion = await openDatabase({ url: "postgres://postgres@127.0.0.1:9/portal" });
    try {
      const sid = nuevoIdDeSesion();
      const err = await fallo(unsafeCuentaDeCredencial(7, { sid, sv: 1, inicio: 0 }, conexion.db));
      await comoNext(err);
      comprobarLineas([sid]);
      expect(lineas.join("\n")).toContain("base_de_datos_no_disponible");
      // Noted for the 503 of pages (lib/servidor.ts), also when a transaction cannot even connect.
      expect(baseDeDatosCaida()).toBe(true);
      anotarDisponibilidad(null);
      await fallo(conexion.db.transaction(async () => undefined));
      expect(baseDeDatosCaida()).toBe(true);
      anotarDisponibilidad(null);
    } finally {
      await conexion.close();
    }
  });
});
