import { enCompilacion } from "./env";

/**
 * Next 16 logs a failed instrumentation `register` and keeps the server listening, answering 500 to
 * everything (`/api/health` included): a server that cannot work stops instead, with exit code 1,
 * so that `npm start`, systemd or a container sees it. Not while `next build` runs, where Next may
 * load instrumentation.ts without the server's settings. Node only: instrumentation.ts imports it
 * after checking the runtime.
 */
export function detenerArranque(err: unknown): never {
  if (!enCompilacion()) process.exit(1);
  throw err;
}
