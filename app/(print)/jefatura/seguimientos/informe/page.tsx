import { notFound } from "next/navigation";
import { InformeMensual } from "@/components/seguimientos/InformeMensual";
import { BarraImpresion } from "@/components/print/BarraImpresion";
import { BarraFiltros, FiltroFecha } from "@/components/ui/BarraFiltros";
import { paginaPara } from "@/lib/acceso/exigir";
import { getEnv } from "@/lib/env";
import { oNoEncontrado } from "@/lib/errors";
import { formatearFecha, hoyEnElCentro } from "@/lib/fechas";
import { getNombreDepartamento } from "@/lib/modulos/queries";
import { primeros } from "@/lib/paginacion";
import { moduloParamsSchema } from "@/lib/modulos/schemas";
import { esMes, mesDe, nombreMes } from "@/lib/seguimientos/meses";
import { getInformeMensual } from "@/lib/seguimientos/queries";

export const metadata = { title: "Informe mensual de seguimiento" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The department's monthly follow-up report (A4, one page per module), or one module's with
 * ?modulo=codigo/ciclo. ?mes=aaaa-mm picks the month; this month by default.
 */
export default async function Page({ searchParams }: Props) {
  const usuario = await paginaPara("area.jefatura");
  const sp = primeros(await searchParams);
  let filtro: { codigo: string; ciclo: string } | undefined;
  if (sp.modulo) {
    const [codigo, ciclo] = sp.modulo.split("/");
    const p = moduloParamsSchema.safeParse({ codigo, ciclo });
    if (!p.success) notFound();
    filtro = p.data;
  }
  const hoy = hoyEnElCentro();
  const mes = sp.mes && esMes(sp.mes) ? sp.mes : mesDe(hoy);
  const informe = await oNoEncontrado(getInformeMensual(usuario, mes, filtro));
  const departamento = (await getNombreDepartamento(usuario)) ?? "";
  const { corte } = informe;
  const volver = filtro ? `/jefatura/seguimientos/${encodeURIComponent(filtro.codigo)}/${encodeURIComponent(filtro.ciclo)}` : "/jefatura/seguimientos/resumen";

  return (
    <>
      <style>{"@media print { .hoja-informe { break-after: page; } .hoja-informe:last-child { break-after: auto; } }"}</style>
      <BarraImpresion volver={volver} etiquetaVolver={filtro ? "Seguimiento del módulo" : "Resumen del departamento"}>
        <BarraFiltros action="/jefatura/seguimientos/informe" etiqueta="Mes del informe" boton="Ver" diseno="linea">
          {filtro && <input type="hidden" name="modulo" value={`${filtro.codigo}/${filtro.ciclo}`} />}
          <FiltroFecha etiqueta="Mes" name="mes" tipo="month" valor={mes} />
        </BarraFiltros>
      </BarraImpresion>
      <div className="border-b border-slate-200 bg-white px-4 py-3 print:hidden">
        <h1 className="text-xl font-bold">Informe mensual de seguimiento: {nombreMes(mes)}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {informe.modulos.length === 1 ? "1 módulo" : `${informe.modulos.length} módulos`}, una página por módulo; datos a {formatearFecha(corte)}. En el diálogo de impresión elige tamaño A4.
        </p>
      </div>
      <div className="bg-slate-100 py-2 print:bg-white print:py-0">
        {informe.modulos.length === 0 ? (
          <p className="mx-auto max-w-xl p-6 text-center text-slate-700">Tu departamento no tiene módulos.</p>
        ) : (
          <InformeMensual paginas={informe.modulos} mes={mes} curso={informe.curso.codigo} departamento={departamento} centro={getEnv().CENTRO_NOMBRE} corte={corte} />
        )}
      </div>
    </>
  );
}
