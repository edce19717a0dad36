import { versionDeNode } from "./servidor";

describe("versionDeNode", () => {
  it("reads the version of a Node.js binary", () => {
    expect(versionDeNode(process.execPath)).toBe(process.version);
  });

  it("says which path cannot run, and refuses a program that is not Node.js", () => {
    expect(() => versionDeNode("/no/existe/node")).toThrow("--node: no se puede ejecutar «/no/existe/node» (no existe).");
    expect(() => versionDeNode("/bin/echo")).toThrow(/--node: «\/bin\/echo» no parece Node\.js/);
  });
});
