import { Enlace } from "@/components/ui/Enlace";
import { OcupacionAula } from "@/components/horarios/OcupacionAula";
import { BarraFiltros, FiltroSelect } from "@/components/ui/BarraFiltros";
import { Cabecera, Tarjeta, Vacio } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { DIAS_LECTIVOS } from "@/lib/fechas";
import { etiquetaFranja } from "@/lib/horarios/ahora";
import { listAulasAhora, listAulasLibres } from "@/lib/horarios/aulas-libres";
import { busquedaLibresSchema, filtroLibresSchema } from "@/lib/horarios/schemas";
import { ETIQUETA_TIPO_AULA } from "@/lib/aulas/etiquetas";

export const metadata = { title: "Aulas" };

type Props = { searchParams: Promise<{ dia?: string; franja?: string; tipo?: string; capacidad?: string }> };

const TIPOS_BUSCADOS = [
  { valor: "clase", etiqueta: "Aulas para dar clase" },
  ...Object.entries(ETIQUETA_TIPO_AULA).map(([valor, etiqueta]) => ({ valor, etiqueta })),
  { valor: "todos", etiqueta: "Cualquier espacio" },
];
const PLAZAS = [
  { valor: "", etiqueta: "Cualquiera" },
  ...[10, 16, 20, 25, 30].map((n) => ({ valor: String(n), etiqueta: `${n} o más` })),
];

const aResumen = (ps: { modulo: { nombre: string }; grupo: string; docente: { nombre: string; apellidos: string } }[]) =>
  ps.map((p) => ({ grupo: p.grupo, modulo: p.modulo.nombre, docente: `${p.docente.nombre} ${p.docente.apellidos}` }));

/**
 * Staff's rooms page: every room with what is happening in it now and next, a finder of free
 * rooms for any day and slot (by default: now), and each room's week.
 */
export default async function Aulas({ searchParams }: Props) {
  const usuario = await paginaPara("area.personal");
  const sp = await searchParams;
  const estado = await listAulasAhora(usuario);
  const { momento, franjas, siguiente } = estado;
  const lectivas = franjas.filter((f) => !f.recreo);
  const actual = franjas.find((f) => f.id === momento.franjaActual && !f.recreo);

  // The finder: the slot asked for, else now (or the next slot today), else Monday's first.
  const pedido = busquedaLibresSchema.safeParse({ dia: sp.dia ?? "", franja: sp.franja ?? "" });
  const porDefecto = { dia: momento.diaLectivo ?? 1, franja: (actual ?? siguiente ?? lectivas[0])?.id };
  const busqueda = pedido.success && lectivas.some((f) => f.id === pedido.data.franja) ? pedido.data : porDefecto;
  const franjaBuscada = lectivas.find((f) => f.id === busqueda.franja);
  const filtro = filtroLibresSchema.parse({ tipo: sp.tipo ?? "clase", capacidad: sp.capacidad || undefined });
  const libres = franjaBuscada ? await listAulasLibres(usuario, busqueda.dia, franjaBuscada.id, undefined, filtro) : [];
  const esAhora = franjaBuscada !== undefined && busqueda.dia === momento.diaLectivo && franjaBuscada.id === actual?.id;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div className="[&>div]:mb-0">
          <Cabecera titulo="Aulas" subtitulo="Qué hay ahora en cada espacio del centro y qué aulas están libres; cada aula abre su horario semanal." />
        </div>
        <Enlace className="boton-secundario" href="/horarios">
          Horarios
          <span className="sr-only"> de aulas, grupos y docentes</span>
        </Enlace>
      </div>
      <div className="space-y-4">
        <Tarjeta titulo="Buscar aula libre" id="libres">
          <BarraFiltros action="/aulas" etiqueta="Día y franja" boton="Buscar" diseno="linea">
            <FiltroSelect etiqueta="Día" name="dia" valor={String(busqueda.dia)} lista={DIAS_LECTIVOS.map((d, i) => ({ valor: String(i + 1), etiqueta: d }))} className="w-auto" />
            <FiltroSelect
              etiqueta="Franja"
              name="franja"
              valor={franjaBuscada ? String(franjaBuscada.id) : ""}
              lista={lectivas.map((f, i) => ({ valor: String(f.id), etiqueta: `${i + 1}.ª · ${etiquetaFranja(f)}` }))}
              className="w-auto"
            />
            <FiltroSelect etiqueta="Tipo de espacio" name="tipo" valor={filtro.tipo} lista={TIPOS_BUSCADOS} className="w-auto" />
            <FiltroSelect etiqueta="Plazas" name="capacidad" valor={filtro.capacidad ? String(filtro.capacidad) : ""} lista={PLAZAS} className="w-auto" />
          </BarraFiltros>
          {franjaBuscada ? (
            <div className="mt-4" aria-live="polite">
              <h3 className="font-medium text-slate-900">
                {esAhora ? "Libres ahora" : `Libres el ${DIAS_LECTIVOS[busqueda.dia - 1].toLowerCase()} de ${etiquetaFranja(franjaBuscada)}`} ({libres.length})
              </h3>
              {libres.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">No hay ninguna aula libre en esa franja.</p>
              ) : (
                <ul className="mt-2 flex flex-wrap gap-2" aria-label="Aulas libres">
                  {libres.map((a) => (
                    <li key={a.id}>
                      <Enlace href={`/aulas/${a.id}`} className="block rounded-lg border border-green-300 bg-green-50 px-3 py-1.5 text-sm text-green-900 hover:bg-green-100">
                        {a.nombre}
                      </Enlace>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-600">No hay franjas horarias definidas.</p>
          )}
        </Tarjeta>

        <Tarjeta titulo={actual ? `Ahora (${DIAS_LECTIVOS[momento.dia - 1].toLowerCase()}, ${etiquetaFranja(actual)})` : "Ahora"} id="ahora">
          {!actual && (
            <p className="mb-3 text-sm text-slate-600">
              {!momento.diaLectivo ? "Hoy no hay clase." : siguiente ? `Ahora no hay clase. La siguiente franja empieza a las ${siguiente.inicio}.` : "Las clases de hoy han terminado."}
            </p>
          )}
          {estado.aulas.length === 0 ? (
            <Vacio>No hay aulas dadas de alta.</Vacio>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {estado.aulas.map((o) => (
                <OcupacionAula
                  key={o.aula.id}
                  href={`/aulas/${o.aula.id}`}
                  nombre={o.aula.nombre}
                  ahora={actual ? aResumen(o.ahora) : null}
                  despues={siguiente ? { etiqueta: `Después (${siguiente.inicio})`, periodos: aResumen(o.despues) } : null}
                />
              ))}
            </ul>
          )}
        </Tarjeta>
      </div>
    </>
  );
}
