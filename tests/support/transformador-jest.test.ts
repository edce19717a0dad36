import transformador from "./transformador-jest.mjs";

/** What Jest passes to a transformer, reduced to what next/jest's reads. */
function opcionesJest(supportsStaticESM: boolean) {
  return { supportsStaticESM, config: { testEnvironment: "node", extensionsToTreatAsEsm: [] as string[] } };
}

describe("transformador de Jest", () => {
  const fuente = 'import { x } from "./x.mjs";\nexport const y = x + 1;\n';
  const swc = transformador.createTransformer({});

  it("writes an ES module when Jest loads the file as one (Node 24.9+)", () => {
    const { code } = swc.process(fuente, "/p/scripts/y.mjs", opcionesJest(true));
    expect(code).toMatch(/^import \{ x \} from "\.\/x\.mjs";/m);
    expect(code).toMatch(/^export const y = x \+ 1;/m);
    expect(code).not.toContain("exports");
  });

  it("writes CommonJS, as next/jest does, when Jest loads it with require()", () => {
    const { code } = swc.process(fuente, "/p/scripts/y.mjs", opcionesJest(false));
    expect(code).toContain('require("./x.mjs")');
    expect(code).toMatch(/exports/);
    expect(code).not.toMatch(/^export /m);
  });
});
