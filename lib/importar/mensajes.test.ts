import { mensajeInforme } from "./mensajes";
import type { InformeAdministracion as Informe } from "./importar";

const informe = (v: Partial<Informe>): Informe => ({ tipo: "docentes", simulacion: true, aplicado: false, huella: "x", mensaje: null, leidas: 0, filas: [], nuevos: 0, cambiados: 0, sinCambios: 0, eliminados: 0, errores: 0, omitidas: 0, ausentes: [], desactivados: 0, ...v });

describe("mensajeInforme", () => {
  it("says what a preview found and what an apply did", () => {
    expect(mensajeInforme(informe({ mensaje: "El archivo está vacío." }))).toBe("El archivo está vacío.");
    expect(mensajeInforme(informe({ errores: 1, nuevos: 3 }))).toBe("Hay 1 fila con errores. No se ha importado nada: corrige el archivo y vuelve a comprobarlo.");
    expect(mensajeInforme(informe({ nuevos: 3, cambiados: 1, sinCambios: 2 }))).toBe("Comprobación correcta: 3 altas, 1 cambio y 2 sin cambios. Todavía no se ha importado nada: revisa la lista y pulsa «Aplicar la importación».");
    expect(mensajeInforme(informe({ sinCambios: 2 }))).toBe("Comprobación correcta: 0 altas, 0 cambios y 2 sin cambios. No hay nada que importar.");
    expect(mensajeInforme(informe({ simulacion: false, aplicado: true, nuevos: 1, desactivados: 2 }))).toBe("Importación aplicada: 1 alta, 0 cambios y 0 sin cambios; 2 cuentas desactivadas.");
  });
});
