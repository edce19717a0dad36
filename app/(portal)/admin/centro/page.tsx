import { Enlace } from "@/components/ui/Enlace";
import { Cabecera, Tarjeta } from "@/components/ui/Tarjeta";
import { paginaPara } from "@/lib/acceso/exigir";
import { getResumenCentro } from "@/lib/centro/resumen";
import { formatearFecha } from "@/lib/fechas";

export const metadata = { title: "Centro" };

export default async function Centro() {
  const usuario = await paginaPara("area.admin");
  const { curso, ...cifras } = await getResumenCentro(usuario);
  const sinTutor = cifras.gruposSinTutor;
  const tarjetas: { titulo: string; href: string; cifra: number; texto: string }[] = [
    { titulo: "Departamentos", href: "/admin/centro/departamentos", cifra: cifras.departamentos, texto: "Con su jefatura." },
    { titulo: "Ciclos", href: "/admin/centro/ciclos", cifra: cifras.ciclos, texto: "Código, nombre y familia profesional." },
    { titulo: "Módulos", href: "/admin/centro/modulos", cifra: cifras.modulos, texto: "Por ciclo y curso, con horas y departamento." },
    { titulo: "Grupos", href: "/admin/centro/grupos", cifra: cifras.grupos, texto: sinTutor ? `${sinTutor} sin tutor o tutora. Aquí se asigna la docencia.` : "Con tutoría y docencia asignada." },
    { titulo: "Aulas", href: "/admin/centro/aulas", cifra: cifras.aulas, texto: "Aulas, laboratorios y talleres, con su capacidad." },
  ];
  return (
    <>
      <Cabecera titulo="Centro" subtitulo="Departamentos, ciclos, módulos, grupos, docencia y aulas. Cada cambio queda en el registro." />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tarjetas.map((t) => (
          <Tarjeta key={t.href} titulo={t.titulo}>
            <p className="text-3xl font-semibold">{t.cifra}</p>
            <p className="mb-2 text-sm text-slate-600">{t.texto}</p>
            <Enlace href={t.href} className="enlace">
              Gestionar {t.titulo.toLowerCase()}
            </Enlace>
          </Tarjeta>
        ))}
        <Tarjeta titulo="Curso académico actual">
          <p className="text-3xl font-semibold">{curso.codigo}</p>
          <p className="mb-2 text-sm text-slate-600">
            Del {formatearFecha(curso.inicio)} al {formatearFecha(curso.fin)}.
          </p>
          <Enlace href="/admin/calendario" className="enlace">
            Curso académico y días no lectivos
          </Enlace>
        </Tarjeta>
      </div>
      <p className="mt-6 text-sm">
        <Enlace href="/admin/importar" className="enlace">
          Importar módulos o asignaciones desde CSV
        </Enlace>
      </p>
    </>
  );
}
