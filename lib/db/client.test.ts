import net from "node:net";
import { openDatabase } from "./client";
import { hasta } from "../../tests/support/hasta";

/**
 * A server that accepts connections and never answers: the listener's first connection stays
 * pending (until its 5 s timeout), as it does against a PostgreSQL that is starting or overloaded.
 */
async function servidorMudo() {
  const abiertos = new Set<net.Socket>();
  let aceptadas = 0;
  const servidor = net.createServer((s) => {
    aceptadas++;
    abiertos.add(s);
    s.on("close", () => abiertos.delete(s));
    s.on("error", () => undefined);
    // Reads (and ignores) what the client sends, so that it sees the client hang up.
    s.resume();
  });
  await new Promise<void>((ok) => servidor.listen(0, "127.0.0.1", ok));
  const { port } = servidor.address() as net.AddressInfo;
  return {
    url: `postgres://portal@127.0.0.1:${port}/portal`,
    abiertos: () => abiertos.size,
    aceptadas: () => aceptadas,
    cerrar: async () => {
      for (const s of abiertos) s.destroy();
      await new Promise<void>((ok) => servidor.close(() => ok()));
    },
  };
}

describe("openDatabase (PostgreSQL): close", () => {
  it("also ends a listener still making its first connection, which then never reconnects", async () => {
    const mudo = await servidorMudo();
    const avisos = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const conexion = await openDatabase({ url: mudo.url });
      const perdidas: number[] = [];
      const escuchando = conexion.escuchar({ alOir: () => undefined, alEscuchar: () => undefined, alPerder: () => perdidas.push(Date.now()) });
      await hasta(() => mudo.abiertos() === 1, "la conexión del oyente", 3000);

      await conexion.close();
      // Its socket is closed now, not when the connection times out.
      await hasta(() => mudo.abiertos() === 0, "el cierre de la conexión del oyente", 2000);
      expect(typeof (await escuchando)).toBe("function");
      expect(perdidas.length).toBeGreaterThan(0);
      // A listener left behind would try again a second after its connection failed.
      await new Promise((r) => setTimeout(r, 1300));
      expect(mudo.aceptadas()).toBe(1);
    } finally {
      avisos.mockRestore();
      await mudo.cerrar();
    }
  });
});
