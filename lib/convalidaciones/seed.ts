import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ContextoSemilla } from "../semilla/demo-centre";
import { demoAccounts } from "../semilla/demo-centre";
import { ajustesCentro, convalidacionHistorial, convalidacionModulos, convalidaciones, grupoEstudiantes, usuarios } from "../db/schema";
import { ajustesPorDefecto } from "./ajustes";
import { letraNif } from "../campos";
import { conCargo } from "../acceso/sql";
import { cursoAcademicoDe, hoyEnElCentro } from "../fechas";

type Decision = { modulo: string; estado: "concedida" | "denegada"; calificacion?: number };

type SolicitudDemo = {
  /** A fixed account's email, or the n-th student (by code) of a group. */
  estudiante: { email: string } | { grupo: string; posicion: number };
  ciclo: string;
  creada: string;
  dni: number;
  domicilio: string;
  codigoPostal: string;
  localidad: string;
  telefonoFijo: string;
  telefonoMovil: string;
  aporta: string;
  modulos: string[];
  resolucion?: { fecha: string; documentos: string; decisiones: Decision[] };
};

/**
 * The demo's requests fall in September and October of the current school year (by the calendar):
 * a request belongs to the year of its date (decision 068), and one of a past year is read-only
 * history that nobody could resolve in the demo. Fixed days of that year keep the seed idempotent.
 */
function delCurso(mesDiaHora: string): string {
  return `${cursoAcademicoDe(hoyEnElCentro()).slice(0, 4)}-${mesDiaHora}`;
}

function solicitudesDemo(domain: string): SolicitudDemo[] {
  const cuentas = demoAccounts(domain);
  return [
    {
      estudiante: { email: cuentas.estudianteInformatica },
      ciclo: "IFC201",
      creada: delCurso("09-22T09:15:00+02:00"),
      dni: 18_034_567,
      domicilio: "Calle del Parque, 12, 3.º B",
      codigoPostal: "22003",
      localidad: "Huesca",
      telefonoFijo: "974220011",
      telefonoMovil: "612340011",
      aporta: "Título de Técnico en Gestión Administrativa (LOE), con certificación académica oficial. Curso de Prevención de Riesgos Laborales de nivel básico (60 horas).",
      modulos: ["0223", "0229", "0221"],
      resolucion: {
        fecha: delCurso("10-06T12:30:00+02:00"),
        documentos: "Certificación académica oficial cotejada con el original en secretaría.",
        decisiones: [
          { modulo: "0223", estado: "concedida", calificacion: 8 },
          { modulo: "0229", estado: "concedida" },
          { modulo: "0221", estado: "denegada" },
        ],
      },
    },
    {
      estudiante: { grupo: "2QUI301", posicion: 0 },
      ciclo: "QUI301",
      creada: delCurso("10-01T11:40:00+02:00"),
      dni: 73_215_904,
      domicilio: "Avenida de Monegros, 5, 1.º A",
      codigoPostal: "22005",
      localidad: "Huesca",
      telefonoFijo: "974230522",
      telefonoMovil: "654120522",
      aporta: "Título de Técnico Superior en Química Industrial (LOE), con certificación académica oficial.",
      modulos: ["0067", "0075"],
    },
    {
      estudiante: { grupo: "1ELE202", posicion: 0 },
      ciclo: "ELE202",
      creada: delCurso("10-03T17:05:00+02:00"),
      dni: 29_110_356,
      domicilio: "Calle Mayor, 40",
      codigoPostal: "22300",
      localidad: "Barbastro",
      telefonoFijo: "974310356",
      telefonoMovil: "699310356",
      aporta: "Certificado de profesionalidad ELEE0109 Montaje y mantenimiento de instalaciones eléctricas de baja tensión.",
      modulos: ["0241", "0235"],
    },
  ];
}

/**
 * Demo requests (one resolved, two waiting) and the demo centre's letterhead. Each request is
 * keyed on its student and creation time, so seeding again adds nothing; settings an admin has
 * edited are kept.
 */
export async function sembrarConvalidaciones(tx: Db, { domain }: ContextoSemilla): Promise<void> {
  const [admin] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, demoAccounts(domain).admin));

  await tx
    .insert(ajustesCentro)
    .values({
      id: 1,
      ...ajustesPorDefecto("CPIFP de Huesca"),
      direccion: "Calle de la Formación Profesional, 1",
      telefono: "974 00 00 00",
      fax: "974 00 00 01",
      email: `secretaria@${domain}`,
      actualizadoPor: admin?.id ?? null,
    })
    .onConflictDoNothing({ target: ajustesCentro.id });

  for (const s of solicitudesDemo(domain)) {
    const estudiante = await buscarEstudiante(tx, s.estudiante);
    if (!estudiante) continue;
    const creada = new Date(s.creada);
    const [ya] = await tx
      .select({ id: convalidaciones.id })
      .from(convalidaciones)
      .where(and(eq(convalidaciones.estudianteId, estudiante.id), eq(convalidaciones.creada, creada)));
    if (ya) continue;

    const [nueva] = await tx
      .insert(convalidaciones)
      .values({
        estudianteId: estudiante.id,
        ciclo: s.ciclo,
        creada,
        nif: `${s.dni}${letraNif(s.dni)}`,
        nombre: estudiante.nombre,
        apellidos: estudiante.apellidos,
        domicilio: s.domicilio,
        codigoPostal: s.codigoPostal,
        localidad: s.localidad,
        provincia: "Huesca",
        telefonoFijo: s.telefonoFijo,
        telefonoMovil: s.telefonoMovil,
        email: estudiante.email,
        aporta: s.aporta,
        resuelta: s.resolucion ? new Date(s.resolucion.fecha) : null,
        resueltaPor: s.resolucion ? (admin?.id ?? null) : null,
        documentosRevisados: s.resolucion?.documentos ?? null,
      })
      .returning({ id: convalidaciones.id });
    const decision = new Map(s.resolucion?.decisiones.map((x) => [x.modulo, x]));
    await tx.insert(convalidacionModulos).values(
      s.modulos.map((modulo) => ({
        convalidacionId: nueva.id,
        modulo,
        ciclo: s.ciclo,
        estado: decision.get(modulo)?.estado ?? ("pendiente" as const),
        calificacion: decision.get(modulo)?.calificacion ?? null,
      })),
    );
    await tx.insert(convalidacionHistorial).values([
      { convalidacionId: nueva.id, accion: "presentada" as const, usuarioId: estudiante.id, fecha: creada },
      ...(s.resolucion ? [{ convalidacionId: nueva.id, accion: "resuelta" as const, usuarioId: admin?.id ?? null, fecha: new Date(s.resolucion.fecha) }] : []),
    ]);
  }
}

async function buscarEstudiante(tx: Db, ref: SolicitudDemo["estudiante"]) {
  const columnas = { id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos, email: usuarios.email };
  if ("email" in ref) {
    const [u] = await tx.select(columnas).from(usuarios).where(eq(usuarios.email, ref.email));
    return u;
  }
  const delGrupo = await tx
    .select(columnas)
    .from(grupoEstudiantes)
    .innerJoin(usuarios, eq(usuarios.id, grupoEstudiantes.estudianteId))
    .where(and(eq(grupoEstudiantes.grupo, ref.grupo), conCargo(usuarios.cargos, "estudiante")))
    .orderBy(asc(usuarios.codigo));
  return delGrupo[ref.posicion];
}
