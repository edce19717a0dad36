import { conPlazo } from "./plazo";

describe("conPlazo", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("gives the promise's value when it settles in time, and leaves no timer behind", async () => {
    const r = conPlazo(new Promise<string>((ok) => setTimeout(() => ok("hecho"), 50)), 100);
    await jest.advanceTimersByTimeAsync(50);
    await expect(r).resolves.toBe("hecho");
    expect(jest.getTimerCount()).toBe(0);
  });

  it("passes on the promise's own error", async () => {
    const r = conPlazo(Promise.reject(new Error("caída")), 100);
    await expect(r).rejects.toThrow("caída");
    expect(jest.getTimerCount()).toBe(0);
  });

  it("rejects once the time is up if the promise has not settled", async () => {
    const r = conPlazo(new Promise<never>(() => {}), 100);
    const fallo = expect(r).rejects.toThrow("sin terminar tras 100 ms");
    await jest.advanceTimersByTimeAsync(99);
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    await fallo;
    expect(jest.getTimerCount()).toBe(0);
  });
});
