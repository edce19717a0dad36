import { Enlace } from "@/components/ui/Enlace";
import { FormularioCorreoPrueba } from "@/components/avisos/FormularioCorreoPrueba";
import { TablaCorreo } from "@/components/avisos/TablaCorreo";
import { Paginacion } from "@/components/ui/Paginacion";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { correoPruebaAction, reintentarCorreoAction } from "@/lib/avisos/actions";
import { ajustesCorreo } from "@/lib/avisos/ajustes";
import { renderizar, type Evento } from "@/lib/avisos/plantillas";
import { listCorreo } from "@/lib/avisos/queries";
import { filtroCorreoSchema, type FiltroCorreo } from "@/lib/avisos/schemas";
import { getEnv } from "@/lib/env";
import { primeros, urlConFiltros } from "@/lib/paginacion";

export const metadata = { title: "Correo" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const url = (f: Pick<FiltroCorreo, "estado">, pagina: number) => urlConFiltros("/admin/correo", { estado: f.estado, pagina });

const FILTROS = [
  { estado: undefined, etiqueta: "Todos" },
  { estado: "pendiente", etiqueta: "Pendientes" },
  { estado: "enviado", etiqueta: "Enviados" },
  { estado: "fallido", etiqueta: "Fallidos" },
] as const;

export default async function Correo({ searchParams }: Props) {
  const usuario = await paginaPara("correo.administrar");
  const p = filtroCorreoSchema.safeParse(primeros(await searchParams));
  const filtro = p.success ? p.data : filtroCorreoSchema.parse({});
  const r = await listCorreo(usuario, filtro);
  const ajustes = ajustesCorreo();
  const sinSmtp = !getEnv().SMTP_URL;
  const filas = r.filas.map((f) => ({ ...f, texto: renderizar({ tipo: f.tipo, datos: f.datos } as Evento, ajustes.base, ajustes.centro).texto }));
  const total = (e: (typeof FILTROS)[number]["estado"]) => (e ? r.porEstado[e] : Object.values(r.porEstado).reduce((a, b) => a + b, 0));
  return (
    <>
      <Cabecera titulo="Correo" subtitulo="Los avisos que el portal envía por correo: los pendientes, los enviados y los que fallaron, con el motivo." />
      {!p.success && <p className="mb-3 text-sm text-amber-900">Algún filtro de la dirección no era válido y se ha quitado.</p>}
      {sinSmtp && (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          El envío de correo no está configurado (falta <code>SMTP_URL</code>): los avisos se guardan aquí como pendientes y cada persona los ve en su campana, pero no salen por correo. Saldrán en cuanto se configure.
        </p>
      )}
      <div className="space-y-4">
        <Tarjeta titulo="Correo de prueba" id="prueba">
          <FormularioCorreoPrueba accion={correoPruebaAction} correo={usuario.email} />
        </Tarjeta>
        <section aria-labelledby="correo-lista" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="correo-lista" className="mb-3 text-lg font-semibold">
            Bandeja de salida
          </h2>
          <nav aria-label="Filtrar por estado" className="mb-3">
            <ul className="flex flex-wrap gap-2">
              {FILTROS.map((f) => (
                <li key={f.etiqueta}>
                  <Enlace
                    href={url({ estado: f.estado }, 1)}
                    aria-current={filtro.estado === f.estado ? "page" : undefined}
                    className={`inline-block rounded-full border px-3 py-1.5 text-sm ${filtro.estado === f.estado ? "border-marca-700 bg-marca-700 text-white" : "border-slate-300 hover:bg-slate-50"}`}
                  >
                    {f.etiqueta} ({total(f.estado)})
                  </Enlace>
                </li>
              ))}
            </ul>
          </nav>
          <TablaCorreo filas={filas} reintentar={reintentarCorreoAction} />
          <Paginacion pagina={r.pagina} paginas={r.paginas} url={(n) => url(filtro, n)} />
        </section>
      </div>
    </>
  );
}
