import { headers } from "next/headers";
import { BarraImpresion } from "@/components/print/BarraImpresion";
import { ControlesEtiquetas } from "@/components/inventario/ControlesEtiquetas";
import { HojasEtiquetas } from "@/components/inventario/HojasEtiquetas";
import { paginaPara } from "@/lib/acceso/exigir";
import { getEnv } from "@/lib/env";
import { inicioValido, PLANTILLAS, plantillaPorId, porHoja, repartirEnHojas } from "@/lib/inventario/hojas-de-etiquetas";
import { listEtiquetas } from "@/lib/inventario/queries";
import { expandirCodigos } from "@/lib/inventario/reglas";

export const metadata = { title: "Etiquetas del inventario" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const uno = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** The portal's public address for the QR codes: NEXTAUTH_URL if set, else the request's host. */
async function direccionBase(): Promise<string> {
  const env = getEnv();
  if (env.NEXTAUTH_URL) return env.NEXTAUTH_URL;
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost";
  const proto = h.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return `${proto}://${host}`;
}

export default async function Etiquetas({ searchParams }: Props) {
  const usuario = await paginaPara("area.jefatura");
  const sp = await searchParams;
  const plantilla = plantillaPorId(uno(sp.plantilla));
  const inicio = inicioValido(plantilla, uno(sp.inicio));
  const etiquetas = await listEtiquetas(usuario, expandirCodigos(uno(sp.codigos)));
  const hojas = repartirEnHojas(etiquetas, plantilla, inicio);
  const [base, centro] = [await direccionBase(), getEnv().CENTRO_NOMBRE];

  return (
    <>
      {/* Label sheets are laid out to the millimetre from the paper's edge: no page margins here. */}
      <style>{"@page { size: A4; margin: 0; } @media print { .hoja-etiquetas { break-after: page; } .hoja-etiquetas:last-child { break-after: auto; } }"}</style>
      <BarraImpresion volver="/jefatura/inventario" etiquetaVolver="Mis artículos" />
      <div className="border-b border-slate-200 bg-white px-4 py-3 print:hidden">
        <h1 className="text-xl font-bold">Etiquetas del inventario</h1>
        <p className="mt-1 text-sm text-slate-600" aria-live="polite">
          {etiquetas.length === 0
            ? "No hay artículos marcados que imprimir. Vuelve a la lista y marca alguno en modo impresión."
            : `${etiquetas.length} ${etiquetas.length === 1 ? "etiqueta" : "etiquetas"} en ${hojas.length} ${hojas.length === 1 ? "hoja" : "hojas"}. En el diálogo de impresión elige tamaño A4, escala 100 % y sin márgenes.`}
        </p>
        <div className="mt-3">
          <ControlesEtiquetas key={`${plantilla.id}-${inicio}`} plantillas={PLANTILLAS.map((p) => ({ id: p.id, nombre: p.nombre }))} plantilla={plantilla.id} inicio={inicio} posiciones={porHoja(plantilla)} />
        </div>
      </div>
      <div className="overflow-x-auto bg-slate-100 print:overflow-visible print:bg-white">
        <HojasEtiquetas hojas={hojas} plantilla={plantilla} base={base} centro={centro} />
      </div>
    </>
  );
}
