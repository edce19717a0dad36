import { execFileSync } from "node:child_process";
import os from "node:os";
import type { Maquina } from "./tipos";
import { RAIZ } from "./servidor";

/** Where and on what the run happened, for the head of RESULTS.md. */

export function describirMaquina(cargaInicio: number[]): Maquina {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() || "desconocida",
    nucleos: cpus.length,
    memoriaBytes: os.totalmem(),
    so: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    cargaInicio,
    cargaFin: os.loadavg(),
  };
}

function gitEn(dir: string, ...args: string[]): string {
  try {
    return execFileSync("git", args, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

export function describirCommit(dir = RAIZ): { commit: string; rama: string; cambiosSinConfirmar: boolean } {
  return {
    commit: gitEn(dir, "rev-parse", "--short=10", "HEAD") || "desconocido",
    rama: gitEn(dir, "rev-parse", "--abbrev-ref", "HEAD") || "desconocida",
    // RESULTS.md itself is rewritten by every run: a change there does not make the code dirty.
    cambiosSinConfirmar: gitEn(dir, "status", "--porcelain", "--", ".", ":(exclude)bench/RESULTS.md") !== "",
  };
}
