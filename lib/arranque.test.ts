import { detenerArranque } from "./arranque";

describe("detenerArranque", () => {
  const fase = process.env.NEXT_PHASE;
  afterEach(() => {
    jest.restoreAllMocks();
    if (fase === undefined) delete process.env.NEXT_PHASE;
    else process.env.NEXT_PHASE = fase;
  });

  it("ends the server process with code 1", () => {
    delete process.env.NEXT_PHASE;
    const salir = jest.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    expect(() => detenerArranque(new Error("falta NEXTAUTH_SECRET"))).toThrow("falta NEXTAUTH_SECRET");
    expect(salir).toHaveBeenCalledWith(1);
  });

  it("only throws while next build runs, which may load instrumentation without the settings", () => {
    process.env.NEXT_PHASE = "phase-production-build";
    const salir = jest.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    expect(() => detenerArranque(new Error("x"))).toThrow("x");
    expect(salir).not.toHaveBeenCalled();
  });
});
