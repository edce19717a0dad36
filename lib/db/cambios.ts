/**
 * Per-process memory of what every request reads and rarely changes — the account behind a
 * session, whether a session was revoked, a person's unread notices — kept only while this
 * process hears PostgreSQL's notifications of changes to those rows (decision 071).
 *
 * The triggers of migration 0023 notify on channel CANAL whatever writes the rows, from any
 * process: 'u:<id>' (an account), 'r:<sid>' (a revoked session), 'a:<id>' (someone's notices), '*'
 * (a table emptied). Each process LISTENs on its own connection; PGlite, one process per data
 * folder, delivers the same notifications in that process. Without a live LISTEN (not connected
 * yet, connection lost) nothing is remembered and every read goes to the database: a
 * notification missed while deaf can never leave a stale entry behind, because on hearing again
 * the memory starts empty.
 */

export const CANAL = "portal_cambios";

/** Entries per memory: a school's active people and sessions of a day fit many times over. */
export const MAX_ENTRADAS = 20_000;

/**
 * A map that serves entries only while `activa`, and never stores a value read before a change it
 * heard of: a read that started before an invalidation could otherwise put back what the
 * invalidation removed (the generation counts invalidations).
 */
export class Memoria<V> {
  private readonly valores = new Map<string, V>();
  private generacion = 0;
  private activa = false;

  constructor(private readonly max = MAX_ENTRADAS) {}

  get tamano(): number {
    return this.valores.size;
  }

  get escuchando(): boolean {
    return this.activa;
  }

  /** The remembered value, or the one `leer` gives (remembered when nothing changed meanwhile). */
  async obtener(clave: string, leer: () => Promise<V>): Promise<V> {
    if (!this.activa) return leer();
    if (this.valores.has(clave)) return this.valores.get(clave)!;
    const g = this.generacion;
    const v = await leer();
    this.guardar(clave, v, g);
    return v;
  }

  /** The remembered value only (undefined: read it). */
  consultar(clave: string): V | undefined {
    return this.activa ? this.valores.get(clave) : undefined;
  }

  /** The current generation, to pass to `guardar` after a read done outside `obtener`. */
  marca(): number {
    return this.generacion;
  }

  guardar(clave: string, v: V, marca: number): void {
    if (!this.activa || marca !== this.generacion) return;
    if (this.valores.size >= this.max && !this.valores.has(clave)) this.valores.delete(this.valores.keys().next().value!);
    this.valores.set(clave, v);
  }

  olvidar(clave: string): void {
    this.generacion++;
    this.valores.delete(clave);
  }

  olvidarTodo(): void {
    this.generacion++;
    this.valores.clear();
  }

  /** Listening (remember from now on, starting empty) or deaf (remember nothing). */
  activar(activa: boolean): void {
    this.olvidarTodo();
    this.activa = activa;
  }
}

/** The memories of one database connection, and how a notification changes them. */
export class MemoriasDeCambios<U> {
  /** Account id → its row (null: there is none). */
  readonly cuentas = new Memoria<U | null>();
  /** Session id → revoked. */
  readonly revocadas = new Memoria<boolean>();
  /** Account id → unread notices. */
  readonly avisosSinLeer = new Memoria<number>();

  private todas() {
    return [this.cuentas, this.revocadas, this.avisosSinLeer];
  }

  aplicar(payload: string): void {
    const i = payload.indexOf(":");
    const tipo = i < 0 ? payload : payload.slice(0, i);
    const clave = i < 0 ? "" : payload.slice(i + 1);
    if (tipo === "u") this.cuentas.olvidar(clave);
    else if (tipo === "r") this.revocadas.olvidar(clave);
    else if (tipo === "a") this.avisosSinLeer.olvidar(clave);
    // '*' or anything this version does not know: forget everything rather than guess.
    else for (const m of this.todas()) m.olvidarTodo();
  }

  activar(activa: boolean): void {
    for (const m of this.todas()) m.activar(activa);
  }
}

/**
 * How a connection listens: calls `alOir` for each payload, `alEscuchar` once its LISTEN is in
 * place (again after each reconnection) and `alPerder` when it stops hearing. Returns how to stop.
 */
export type Escuchar = (o: { alOir: (payload: string) => void; alEscuchar: () => void; alPerder: () => void }) => Promise<() => Promise<void>>;

/** Wires a connection's notifications to its memories. */
export async function vigilarCambios<U>(escuchar: Escuchar, memorias: MemoriasDeCambios<U>): Promise<() => Promise<void>> {
  return escuchar({
    alOir: (p) => memorias.aplicar(p),
    alEscuchar: () => memorias.activar(true),
    alPerder: () => memorias.activar(false),
  });
}
