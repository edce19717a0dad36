import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { avisosDe, HORAS_MAXIMAS_CORREO_PENDIENTE, HORAS_MAXIMAS_SIN_COPIA, ultimaCopia } from "./estado";

describe("estado del portal: la última copia de seguridad (issue 49)", () => {
  let dir: string;
  const ahora = Date.UTC(2026, 10, 29, 9, 0, 0);
  const copia = (nombre: string, horasAtras: number, contenido = "-- volcado") => {
    const f = path.join(dir, nombre);
    writeFileSync(f, contenido);
    const t = new Date(ahora - horasAtras * 3_600_000);
    utimesSync(f, t, t);
  };
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "portal-copias-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is the newest file named as db:backup names them; other files do not count", async () => {
    copia("portal-postgres-20261127-023000.sql", 54.5);
    copia("portal-postgres-20261128-023000.sql", 6.5);
    copia("portal-pglite-20261128-120000.tar.gz", 21);
    copia("notas.txt", 1);
    copia("portal-postgres-20261129-010000.sql.parcial", 1);
    expect(await ultimaCopia(dir, ahora)).toEqual({ fichero: "portal-postgres-20261128-023000.sql", momento: "2026-11-29T02:30:00.000Z", horas: 6.5, bytes: 10 });
  });

  it("is null without copies or without the folder", async () => {
    expect(await ultimaCopia(dir, ahora)).toBeNull();
    expect(await ultimaCopia(path.join(dir, "no-existe"), ahora)).toBeNull();
  });

  it("warns about no copy, an old one, an empty one, and the database", () => {
    const reciente = { fichero: "portal-postgres-20261129-023000.sql", momento: "", horas: 6.5, bytes: 1000 };
    expect(avisosDe({ baseDeDatos: "ok", ultimaCopia: reciente })).toEqual([]);
    expect(avisosDe({ baseDeDatos: "ok", ultimaCopia: null })).toEqual(["No hay ninguna copia de seguridad en backups/."]);
    expect(avisosDe({ baseDeDatos: "ok", ultimaCopia: { ...reciente, horas: HORAS_MAXIMAS_SIN_COPIA + 4.5 } })).toEqual(["La última copia de seguridad tiene 30 horas (portal-postgres-20261129-023000.sql)."]);
    expect(avisosDe({ baseDeDatos: "ok", ultimaCopia: { ...reciente, bytes: 0 } })).toEqual(["La última copia de seguridad está vacía (portal-postgres-20261129-023000.sql)."]);
    expect(avisosDe({ baseDeDatos: "no_disponible", ultimaCopia: reciente })).toEqual(["La base de datos no responde."]);
  });

  it("warns about failed mails, and about pending ones only when there is an SMTP server that should have taken them", () => {
    const reciente = { fichero: "portal-postgres-20261129-023000.sql", momento: "", horas: 6.5, bytes: 1000 };
    const correo = { pendientes: 3, enviando: 0, enviados: 10, fallidos: 0, horasDelPendienteMasAntiguo: 0.2, smtp: true };
    expect(avisosDe({ baseDeDatos: "ok", ultimaCopia: reciente, correo })).toEqual([]);
    expect(avisosDe({ baseDeDatos: "ok", ultimaCopia: reciente, correo: { ...correo, fallidos: 2 } })).toEqual(["Hay 2 correos fallidos: revísalos en Administración › Correo."]);
    const atascado = { ...correo, horasDelPendienteMasAntiguo: HORAS_MAXIMAS_CORREO_PENDIENTE + 2.5 };
    expect(avisosDe({ baseDeDatos: "ok", ultimaCopia: reciente, correo: atascado })).toEqual(["El correo pendiente más antiguo lleva 3 horas sin enviarse (3 pendientes): el servidor SMTP no los acepta."]);
    // The demo has no SMTP server: notices wait in the portal, as designed.
    expect(avisosDe({ baseDeDatos: "ok", ultimaCopia: reciente, correo: { ...atascado, smtp: false } })).toEqual([]);
  });
});
