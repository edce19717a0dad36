import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

/**
 * A portal process tree as Linux's /proc shows it: scripts/start.mjs and the `next start` it
 * spawns. Elsewhere there is no /proc, and these return null (the report then shows '—').
 */

export type Stat = { ppid: number; cpuTicks: number };

/**
 * The parent and the CPU ticks of one /proc/<pid>/stat line: user and system time of the process
 * and of its children that have ended and been waited for, so the sum over a tree does not drop
 * when a child exits. The command name sits in parentheses and may itself hold spaces or ')', so
 * fields are counted from the last ')'.
 */
export function leerStat(linea: string): Stat {
  const campos = linea.slice(linea.lastIndexOf(")") + 2).split(" ");
  // After the name: state(3) ppid(4) … utime(14) stime(15) cutime(16) cstime(17), numbered as proc(5) does.
  const [utime, stime, cutime, cstime] = campos.slice(11, 15).map(Number);
  return { ppid: Number(campos[1]), cpuTicks: utime + stime + cutime + cstime };
}

const hayProc = () => existsSync("/proc/self/stat");

/** The process and all its descendants. */
function arbol(pid: number): number[] {
  const hijos = new Map<number, number[]>();
  for (const e of readdirSync("/proc")) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const { ppid } = leerStat(readFileSync(`/proc/${e}/stat`, "utf8"));
      hijos.set(ppid, [...(hijos.get(ppid) ?? []), Number(e)]);
    } catch {
      /* the process ended while we looked */
    }
  }
  const todos: number[] = [];
  const pendientes = [pid];
  while (pendientes.length > 0) {
    const p = pendientes.pop()!;
    todos.push(p);
    pendientes.push(...(hijos.get(p) ?? []));
  }
  return todos;
}

/** `leer` summed over a process and its descendants; a process that ends meanwhile adds nothing. */
function sumarArbol(pid: number, leer: (p: number) => number): number {
  let total = 0;
  for (const p of arbol(pid)) {
    try {
      total += leer(p);
    } catch {
      /* gone */
    }
  }
  return total;
}

/** Resident memory of a process and all its descendants, or null without /proc. */
export function rssArbol(pid: number): number | null {
  if (!hayProc()) return null;
  return sumarArbol(pid, (p) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0) * 1024);
}

let msPorTick: number | null = null;

/** Clock ticks are USER_HZ (100 a second on every usual Linux); getconf says if this one differs. */
function milisegundosPorTick(): number {
  if (msPorTick === null) {
    let hz = 100;
    try {
      const leido = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
      if (Number.isFinite(leido) && leido > 0) hz = leido;
    } catch {
      /* no getconf: keep the usual value */
    }
    msPorTick = 1000 / hz;
  }
  return msPorTick;
}

/**
 * CPU time (user + system, in ms) used so far by a process and its descendants, or null
 * without /proc. Sampled before and after a load run, the difference divided by the responses is
 * the server's CPU per request, which moves less than req/s when something else takes a core
 * (decision 045 says how much).
 */
export function cpuArbolMs(pid: number): number | null {
  if (!hayProc()) return null;
  return sumarArbol(pid, (p) => leerStat(readFileSync(`/proc/${p}/stat`, "utf8")).cpuTicks) * milisegundosPorTick();
}

/** Each process of the tree with its resident memory, the largest first, or null without /proc. */
export function procesosDelArbol(pid: number): { pid: number; rssBytes: number }[] | null {
  if (!hayProc()) return null;
  const out: { pid: number; rssBytes: number }[] = [];
  for (const p of arbol(pid)) {
    try {
      out.push({ pid: p, rssBytes: Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0) * 1024 });
    } catch {
      /* gone */
    }
  }
  return out.sort((a, b) => b.rssBytes - a.rssBytes);
}

/** Resident memory of each process of the tree (the largest first), or null without /proc. */
export function rssPorProceso(pid: number): number[] | null {
  return procesosDelArbol(pid)?.map((p) => p.rssBytes) ?? null;
}
