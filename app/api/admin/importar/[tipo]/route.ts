import { withApi } from "@/lib/api/handler";
import { invalido } from "@/lib/errors";
import { apiImportar } from "@/lib/importar/api";
import { importar } from "@/lib/importar/importar";

export const POST = withApi(apiImportar.importar, async ({ user, params, body }) => {
  const informe = await importar(user, params.tipo, body.csv, { simular: body.simular, desactivar: body.desactivar, huella: body.huella, archivo: "API" });
  if (informe.mensaje) throw invalido(informe.mensaje);
  // A preview answers 200 whatever it found; an apply that found bad rows wrote nothing: 422.
  if (!body.simular && informe.errores > 0) {
    const porFila = Object.fromEntries(informe.filas.filter((f) => f.estado === "error").map((f) => [`fila ${f.linea}`, f.errores]));
    throw invalido(`Hay ${informe.errores} filas con errores; no se ha importado nada.`, porFila);
  }
  return informe;
});
