import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cpuArbolMs, leerStat, rssArbol } from "./procesos";

describe("leerStat", () => {
  it("counts fields from the last ')', so a command name with spaces or parentheses cannot shift them", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
    const linea = "4242 (next-server (v1) x) S 4241 4241 4241 0 -1 4194560 9046 0 0 0 1234 56 7 8 20 0 11 0";
    expect(leerStat(linea)).toEqual({ ppid: 4241, cpuTicks: 1234 + 56 + 7 + 8 });
  });
});

const conProc = existsSync("/proc/self/stat") ? describe : describe.skip;

conProc("a process tree read from /proc", () => {
  it("adds a child's CPU to its parent's, which is how the bench reads start.mjs and next start", async () => {
    // A parent that only waits, and a child that burns 400 ms of CPU (not of clock: the machine
    // may be busy) and then stays alive.
    const padre = spawn(
      process.execPath,
      ["-e", `const h = require("node:child_process").spawn(process.execPath, ["-e", "const gastada = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; }; while (gastada() < 400); setTimeout(() => {}, 60000)"], { stdio: "ignore" }); setTimeout(() => h.kill(), 60000); process.on("SIGTERM", () => { h.on("exit", () => process.exit()); h.kill(); });`],
      { stdio: "ignore" },
    );
    try {
      // Until the child has done its work (or 20 s, and the expectation below says so).
      for (let i = 0; i < 200 && (cpuArbolMs(padre.pid!) ?? 0) < 400; i++) await new Promise((r) => setTimeout(r, 100));
      const arbol = cpuArbolMs(padre.pid!)!;
      // Both processes start a Node.js runtime; the child's loop alone is 400 ms.
      expect(arbol).toBeGreaterThanOrEqual(400);
      expect(rssArbol(padre.pid!)).toBeGreaterThan(2 * 10_000_000);
    } finally {
      // Waited for, so no process of this test is still running when the next one reads the tree.
      const fin = new Promise((r) => padre.once("exit", r));
      padre.kill("SIGTERM");
      await fin;
    }
  });

  it("grows with the work a process does, and keeps the CPU of children that have ended", () => {
    const antes = cpuArbolMs(process.pid)!;
    const propia = process.cpuUsage();
    while (process.cpuUsage(propia).user + process.cpuUsage(propia).system < 300_000);
    // 300 ms by Node's own count; /proc counts in ticks of 10 ms.
    expect(cpuArbolMs(process.pid)! - antes).toBeGreaterThanOrEqual(280);
  });
});
