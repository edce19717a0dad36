import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { DOMAIN } from "./config";

/**
 * `npm start` (scripts/start.mjs) on a port of its own with the production build the suite runs on,
 * for the specs that check how the server starts and stops (procesos, compresión). `env` adds to or
 * overrides the settings every such start needs: a secret, the centre's domain and its own address.
 */
export function arrancarPortal(puerto: number, env: Record<string, string>, stdio: StdioOptions = ["ignore", "ignore", "pipe"]): ChildProcess {
  return spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(puerto),
      HOSTNAME_BIND: "127.0.0.1",
      NEXTAUTH_URL: `http://127.0.0.1:${puerto}`,
      NEXTAUTH_SECRET: "e2e-arranque-secreto-solo-para-pruebas-0123456789",
      AUTH_DOMAIN: DOMAIN,
      ...env,
    },
    stdio,
  });
}

/** Stderr of a started server as it comes, to read its messages once it has exited. */
export function leerErrores(hijo: ChildProcess): () => string {
  let errores = "";
  hijo.stderr?.on("data", (d) => (errores += String(d)));
  return () => errores;
}
