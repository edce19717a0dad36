import path from "node:path";
import { baseBanco, carpetaPglite } from "./base";

describe("the bench's database", () => {
  it("is named after the run's first port, so two runs with different --port never drop each other's", () => {
    expect(baseBanco(8871)).toBe("portal_bench_8871");
    expect(baseBanco(8921)).not.toBe(baseBanco(8931));
    expect(path.basename(carpetaPglite(8871))).toBe("bench-pglite-8871");
    expect(path.basename(path.dirname(carpetaPglite(8871)))).toBe("data");
  });
});
