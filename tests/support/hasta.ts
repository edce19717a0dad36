/**
 * Waits until `condicion` holds, checking every 10 ms, or fails after `ms` naming what did not
 * happen: for what arrives on its own (a notification, a socket closing), never a fixed sleep.
 */
export async function hasta(condicion: () => boolean, que: string, ms = 5000): Promise<void> {
  const fin = Date.now() + ms;
  while (!condicion()) {
    if (Date.now() > fin) throw new Error(`no ha llegado: ${que}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
