import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { carpetaContra, RAIZ, versionDeNode } from "./servidor";

describe("versionDeNode", () => {
  it("reads the version of a Node.js binary", () => {
    expect(versionDeNode(process.execPath)).toBe(process.version);
  });

  it("says which path cannot run, and refuses a program that is not Node.js", () => {
    expect(() => versionDeNode("/no/existe/node")).toThrow("--node: no se puede ejecutar «/no/existe/node» (no existe).");
    expect(() => versionDeNode("/bin/echo")).toThrow(/--node: «\/bin\/echo» no parece Node\.js/);
  });
});

describe("carpetaContra", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "banco-contra-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("takes another checkout with its production build, as an absolute path", () => {
    mkdirSync(path.join(dir, "scripts"));
    writeFileSync(path.join(dir, "scripts", "start.mjs"), "");
    mkdirSync(path.join(dir, "node_modules", "next"), { recursive: true });
    writeFileSync(path.join(dir, "node_modules", "next", "package.json"), "{}");
    mkdirSync(path.join(dir, ".next"));
    writeFileSync(path.join(dir, ".next", "BUILD_ID"), "x");
    expect(carpetaContra(path.relative(process.cwd(), dir))).toBe(dir);
  });

  it("says what is missing: the portal, its dependencies, its build, or another folder than the bench's own", () => {
    expect(() => carpetaContra(dir)).toThrow(`--against: «${dir}» no es una copia del portal (no tiene scripts/start.mjs).`);
    mkdirSync(path.join(dir, "scripts"));
    writeFileSync(path.join(dir, "scripts", "start.mjs"), "");
    expect(() => carpetaContra(dir)).toThrow(`--against: «${dir}» no tiene sus dependencias: ejecuta npm ci en esa carpeta.`);
    mkdirSync(path.join(dir, "node_modules", "next"), { recursive: true });
    writeFileSync(path.join(dir, "node_modules", "next", "package.json"), "{}");
    expect(() => carpetaContra(dir)).toThrow(/no tiene compilación de producción: ejecuta npm run build en esa carpeta/);
    expect(() => carpetaContra(RAIZ)).toThrow("--against: esa carpeta es la del propio banco; da la de otra copia (p. ej. un git worktree).");
  });
});
