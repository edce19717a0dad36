/**
 * `p`, or a rejection with "sin terminar tras N ms" if it has not settled by then. The timer is
 * cleared either way, so a settled wait leaves nothing pending (a test run or a server can exit).
 * `p` itself goes on: this only stops waiting for it.
 */
export function conPlazo<T>(p: Promise<T>, ms: number): Promise<T> {
  let reloj: ReturnType<typeof setTimeout> | undefined;
  const tarde = new Promise<never>((_, rechazar) => {
    reloj = setTimeout(() => rechazar(new Error(`sin terminar tras ${ms} ms`)), ms);
  });
  return Promise.race([p, tarde]).finally(() => clearTimeout(reloj));
}
