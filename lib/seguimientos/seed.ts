import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { accionesFormativas, diasNoLectivos, franjas, sesiones } from "../db/schema";
import { getCursoActual } from "../curso-academico/queries";
import type { ContextoSemilla } from "../semilla/demo-centre";
import { buildDemoCentre, generador } from "../semilla/demo-centre";
import { diaDeLaSemana, hoyEnElCentro, sumarDias } from "../fechas";
import { unsafeGenerarSesiones, unsafeListPeriodosModulo } from "./generacion";
import { duracionMinutos, listFranjas } from "../horarios/franjas";
import { horasAMinutos } from "./reglas";

/**
 * Demo follow-up: the centre's días no lectivos of the current school year (Aragón's and Huesca's
 * holidays, Christmas and Easter), and for every module a demo teacher teaches a plan of 6–8
 * formative actions spread over the year, its sessions generated from the demo timetable up to
 * today, most of them assigned in order — the last week still unassigned, as a busy teacher leaves
 * it, and one action in most modules over its estimate. Idempotent: a module that already has
 * actions keeps them; sessions are only added where missing.
 */

const FOL = [
  "Orientación profesional e itinerarios formativos",
  "Equipos de trabajo y gestión de conflictos",
  "El contrato de trabajo",
  "Jornada laboral y nómina",
  "Seguridad Social y protección por desempleo",
  "Prevención de riesgos laborales",
  "Plan de prevención y primeros auxilios",
];

const EIE = [
  "Iniciativa emprendedora",
  "La empresa y su entorno",
  "La idea de negocio y el plan de empresa",
  "Formas jurídicas y trámites de constitución",
  "Gestión económica y financiera",
  "Gestión administrativa y fiscal",
];

/** Teaching units ("unidades didácticas") of each demo module, by `ciclo:codigo`. */
const UNIDADES: Record<string, string[]> = {
  "QUI201:1248": ["Materia, sustancias y mezclas", "Estructura atómica y sistema periódico", "Enlace químico y formulación inorgánica", "Disoluciones y concentración", "Reacciones químicas y estequiometría", "Equilibrio ácido-base y pH", "Reacciones de oxidación-reducción", "Introducción a la química orgánica"],
  "QUI201:1249": ["Planes y procedimientos de muestreo", "Conservación, transporte y registro de muestras", "Tamizado, filtración y centrifugación", "Destilación y evaporación", "Extracción y cristalización", "Secado y molienda"],
  "QUI201:1250": ["Medida de masa y volumen", "Densidad y viscosidad", "Puntos de fusión y de ebullición", "Refractometría y polarimetría", "pH y conductividad", "Tensión superficial y humedad"],
  "QUI201:1252": ["Organización del laboratorio y documentación", "Riesgo químico: etiquetado y fichas de seguridad", "Equipos de protección individual y colectiva", "Gestión de residuos de laboratorio", "Emergencias y primeros auxilios", "Buenas prácticas de laboratorio"],
  "QUI201:1254": ["El laboratorio de microbiología y la asepsia", "Medios de cultivo y esterilización", "Siembra y aislamiento de microorganismos", "Tinciones y microscopía", "Biomoléculas", "Electroforesis y cromatografía"],
  "QUI201:1251": ["Agua para laboratorio: tipos y tratamientos", "Gases técnicos: suministro y seguridad", "Vacío y aire comprimido", "Instalaciones de frío y calor", "Mantenimiento básico de equipos", "Documentación del mantenimiento"],
  "QUI201:1253": ["Aplicaciones de la biotecnología", "Cultivos celulares y fermentaciones", "Biorreactores y control del proceso", "ADN recombinante", "Bioseguridad y bioética", "Biotecnología alimentaria y ambiental"],
  "QUI201:1255": ["Volumetrías ácido-base", "Volumetrías de precipitación", "Complexometrías", "Volumetrías redox", "Análisis gravimétrico", "Tratamiento de resultados"],
  "QUI201:1256": ["Propiedades de los materiales", "Preparación de probetas", "Ensayos de tracción y compresión", "Ensayos de dureza", "Ensayos de impacto y fatiga", "Ensayos no destructivos"],
  "QUI201:1257": ["Recepción y control de productos", "Almacenamiento de productos incompatibles", "Gestión de existencias e inventarios", "Transporte interno y expedición", "Normativa de productos peligrosos (ADR y CLP)", "Aplicaciones informáticas de almacén"],
  "QUI201:1258": FOL,
  "QUI201:1259": EIE,
  "QUI301:0065": ["Planes de muestreo y normativa", "Toma de muestras sólidas", "Toma de muestras líquidas y gaseosas", "Conservación, transporte y custodia", "Molienda, tamizado y cuarteo", "Disolución y disgregación de muestras", "Separación y concentración", "Registro y trazabilidad de muestras"],
  "QUI301:0066": ["Material, reactivos y disoluciones patrón", "Volumetrías ácido-base", "Volumetrías redox y de precipitación", "Complexometrías", "Análisis gravimétrico", "Tratamiento estadístico de resultados", "Validación de métodos analíticos"],
  "QUI301:0068": ["Masa, volumen y densidad", "Viscosidad y reología", "Ensayos térmicos", "Ensayos ópticos", "Ensayos mecánicos", "Informe de ensayo"],
  "QUI301:0069": ["Potenciometría y medida del pH", "Conductimetría", "Refractometría y polarimetría", "Ensayos en aguas: dureza, alcalinidad y DQO", "Ensayos en alimentos: humedad, cenizas y grasa", "Ensayos en productos petrolíferos", "Informe de ensayo"],
  "QUI301:0072": ["Sistemas de gestión de la calidad (ISO 9001 e ISO/IEC 17025)", "Documentación del sistema de calidad", "Auditorías y no conformidades", "Prevención de riesgos en el laboratorio", "Gestión ambiental y residuos", "Buenas prácticas de laboratorio"],
  "QUI301:0074": FOL,
  "QUI301:0067": ["Calibración y fundamentos del análisis instrumental", "Espectrofotometría UV-visible", "Absorción atómica", "Espectroscopía infrarroja", "Cromatografía de gases", "Cromatografía líquida (HPLC)", "Técnicas electroanalíticas", "Control de calidad de los resultados"],
  "QUI301:0070": ["Bioseguridad en el laboratorio de microbiología", "Medios de cultivo y esterilización", "Siembra y recuento", "Identificación de microorganismos", "Microbiología de aguas", "Microbiología de alimentos", "Control de superficies y ambientes"],
  "QUI301:0071": ["Técnicas de biología molecular", "Extracción y cuantificación de ácidos nucleicos", "PCR y electroforesis", "Técnicas inmunológicas: ELISA", "Cultivos celulares", "Ensayos de toxicidad"],
  "QUI301:0073": ["Elección y planteamiento del proyecto", "Búsqueda bibliográfica y normativa", "Planificación y presupuesto", "Desarrollo experimental", "Tratamiento de resultados", "Memoria y defensa"],
  "QUI301:0075": EIE,
  "IFC201:0221": ["Componentes del ordenador", "Placa base, microprocesador y memoria", "Almacenamiento y periféricos", "Montaje de equipos", "BIOS/UEFI y puesta en marcha", "Diagnóstico y reparación de averías", "Mantenimiento preventivo y clonado", "Tendencias del mercado y reciclaje"],
  "IFC201:0222": ["Introducción a los sistemas operativos", "Instalación de Windows", "Administración de Windows", "Instalación de Linux", "Administración de Linux desde el terminal", "Virtualización", "Sistemas de archivos y copias de seguridad"],
  "IFC201:0223": ["Instalación y mantenimiento de aplicaciones", "Procesador de textos", "Hoja de cálculo", "Bases de datos ofimáticas", "Presentaciones", "Correo y agenda electrónica", "Imagen y vídeo digital"],
  "IFC201:0225": ["Fundamentos de redes y modelo OSI", "Medios de transmisión y cableado estructurado", "Ethernet y conmutación", "Direccionamiento IP y subredes", "Redes inalámbricas", "Configuración de routers y switches", "Resolución de incidencias en la red"],
  "IFC201:0229": FOL,
  "IFC201:0224": ["Instalación de Windows Server", "Dominios y Active Directory", "Usuarios, grupos y directivas", "Recursos compartidos y permisos", "Servidores Linux y Samba", "Integración de sistemas heterogéneos", "Monitorización y auditoría"],
  "IFC201:0226": ["Fundamentos de la seguridad informática", "Seguridad física y ambiental", "Copias de seguridad", "Criptografía y certificados", "Malware y protección del sistema", "Cortafuegos y VPN", "Legislación: RGPD y LSSI"],
  "IFC201:0227": ["Servicio DHCP", "Resolución de nombres: DNS", "Servidores web", "Transferencia de ficheros", "Correo electrónico", "Acceso remoto", "Encaminamiento y NAT"],
  "IFC201:0228": ["HTML y CSS", "Servidores web y de aplicaciones", "Gestores de contenidos", "Plataformas de aprendizaje", "Tiendas en línea", "Wikis y blogs", "Seguridad de las aplicaciones web"],
  "IFC201:0230": EIE,
  "ELE202:0232": ["Riesgo eléctrico y seguridad", "Aparamenta de mando y protección", "Esquemas de automatismos cableados", "Arranque de motores", "Montaje de cuadros eléctricos", "Autómatas programables", "Programación de autómatas", "Averías en automatismos"],
  "ELE202:0233": ["Componentes pasivos", "Diodos y rectificación", "Fuentes de alimentación", "Transistores", "Amplificadores operacionales", "Electrónica digital", "Electrónica de potencia"],
  "ELE202:0234": ["Magnitudes eléctricas y ley de Ohm", "Circuitos de corriente continua", "Electromagnetismo", "Corriente alterna monofásica", "Sistemas trifásicos", "Medidas eléctricas", "Transformadores"],
  "ELE202:0235": ["Reglamento electrotécnico para baja tensión", "Instalaciones de enlace", "Instalaciones en viviendas", "Protecciones eléctricas", "Iluminación", "Locales de pública concurrencia", "Verificación y mantenimiento"],
  "ELE202:0241": FOL,
  "ELE202:0236": ["Redes de distribución en baja tensión", "Centros de transformación", "Redes aéreas", "Redes subterráneas", "Alumbrado exterior", "Puestas a tierra", "Mantenimiento de redes"],
  "ELE202:0237": ["Normativa de ICT", "Radiodifusión sonora y televisión", "Antenas y cabecera", "Red de distribución de televisión", "Telefonía y banda ancha", "Fibra óptica", "Certificación de la instalación"],
  "ELE202:0238": ["Sistemas domóticos", "Sensores y actuadores", "Corrientes portadoras", "Sistemas KNX", "Control por autómata", "Integración y control remoto"],
  "ELE202:0239": ["La radiación solar", "Componentes de una instalación fotovoltaica", "Instalaciones aisladas", "Instalaciones conectadas a red", "Montaje de estructuras y paneles", "Mantenimiento y normativa"],
  "ELE202:0240": ["Transformadores monofásicos", "Transformadores trifásicos", "Máquinas de corriente continua", "Motores asíncronos trifásicos", "Motores monofásicos y especiales", "Bobinado de máquinas", "Mantenimiento de máquinas"],
  "ELE202:0242": EIE,
};

/** For a module without its own list: a generic but plausible programme. */
const GENERICO = ["Presentación del módulo y evaluación inicial", "Fundamentos", "Técnicas y procedimientos básicos", "Prácticas guiadas", "Prácticas avanzadas", "Proyecto integrador"];

/** Easter Sunday of a year (anonymous Gregorian algorithm). */
export function domingoDePascua(anio: number): string {
  const a = anio % 19;
  const b = Math.floor(anio / 100);
  const c = anio % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return `${anio}-${String(mes).padStart(2, "0")}-${String(dia).padStart(2, "0")}`;
}

/** Weekdays without classes of a school year in Huesca: national, Aragón and local holidays and the school breaks. */
export function diasNoLectivosDemo(codigo: string): { fecha: string; descripcion: string }[] {
  const y = Number(codigo.slice(0, 4));
  const dias: { fecha: string; descripcion: string }[] = [];
  const rango = (desde: string, hasta: string, descripcion: string) => {
    for (let f = desde; f <= hasta; f = sumarDias(f, 1)) dias.push({ fecha: f, descripcion });
  };
  rango(`${y}-10-12`, `${y}-10-12`, "Fiesta Nacional de España (El Pilar)");
  rango(`${y}-11-01`, `${y}-11-01`, "Todos los Santos");
  rango(`${y}-12-06`, `${y}-12-06`, "Día de la Constitución");
  rango(`${y}-12-08`, `${y}-12-08`, "Inmaculada Concepción");
  rango(`${y}-12-23`, `${y + 1}-01-06`, "Vacaciones de Navidad");
  rango(`${y + 1}-01-22`, `${y + 1}-01-22`, "San Vicente (fiesta local de Huesca)");
  const pascua = domingoDePascua(y + 1);
  rango(sumarDias(pascua, -6), sumarDias(pascua, 1), "Vacaciones de Semana Santa");
  rango(`${y + 1}-04-23`, `${y + 1}-04-23`, "San Jorge, Día de Aragón");
  rango(`${y + 1}-05-01`, `${y + 1}-05-01`, "Fiesta del Trabajo");
  const unicos = new Map(dias.filter((d) => diaDeLaSemana(d.fecha) <= 5).map((d) => [d.fecha, d]));
  return [...unicos.values()];
}

/** A date `fraccion` of the way from `inicio` to `fin`. */
function fechaEn(inicio: string, fin: string, fraccion: number): string {
  const total = Math.round((Date.parse(fin) - Date.parse(inicio)) / 86_400_000);
  return sumarDias(inicio, Math.round(total * fraccion));
}

type AccionPlan = { nombre: string; horas: number; inicio: string; fin: string };

/**
 * Units spread over the year by their share of the module's hours (weekly periods × 32 teaching
 * weeks × 55 minutes), each with a slightly different weight, as real programmes are.
 */
export function planDemo(unidades: readonly string[], periodosSemana: number, curso: { inicio: string; fin: string }, semilla: number): AccionPlan[] {
  const azar = generador(semilla);
  const pesos = unidades.map(() => 0.8 + azar() * 0.5);
  const suma = pesos.reduce((a, b) => a + b, 0);
  const horasCurso = (Math.max(periodosSemana, 2) * 32 * 55) / 60;
  let acumulado = 0;
  return unidades.map((nombre, i) => {
    const desde = acumulado / suma;
    acumulado += pesos[i];
    const inicio = fechaEn(curso.inicio, curso.fin, desde);
    const fin = i === unidades.length - 1 ? curso.fin : sumarDias(fechaEn(curso.inicio, curso.fin, acumulado / suma), -1);
    return { nombre, horas: Math.max(2, Math.round((horasCurso * pesos[i]) / suma)), inicio, fin: fin < inicio ? inicio : fin };
  });
}

export async function sembrarSeguimientos(tx: Db, ctx: ContextoSemilla): Promise<void> {
  const curso = await getCursoActual(tx);
  await tx.insert(diasNoLectivos).values(diasNoLectivosDemo(curso.codigo)).onConflictDoNothing({ target: diasNoLectivos.fecha });

  const hoy = hoyEnElCentro();
  const hasta = hoy < curso.fin ? hoy : curso.fin;
  const demo = buildDemoCentre(ctx.domain);
  const modulos = [...new Map(demo.imparticiones.map((i) => [`${i.ciclo}:${i.modulo}`, { codigo: i.modulo, ciclo: i.ciclo }])).entries()];
  const minutosFranja = new Map((await listFranjas(undefined, tx)).map((f) => [f.id, duracionMinutos(f)]));

  for (const [n, [clave, m]] of modulos.entries()) {
    const periodos = await unsafeListPeriodosModulo(tx, m.codigo, m.ciclo, curso.codigo);
    if (periodos.length > 0 && curso.inicio <= hasta) {
      await unsafeGenerarSesiones(tx, { codigo: m.codigo, ciclo: m.ciclo, desde: curso.inicio, hasta });
    }
    const tiene = await tx.$count(accionesFormativas, and(eq(accionesFormativas.modulo, m.codigo), eq(accionesFormativas.ciclo, m.ciclo), eq(accionesFormativas.cursoAcademico, curso.codigo)));
    if (tiene > 0) continue;

    const plan = planDemo(UNIDADES[clave] ?? GENERICO, periodos.length, curso, 7919 * (n + 1));
    const creadas = await tx
      .insert(accionesFormativas)
      .values(plan.map((a) => ({ modulo: m.codigo, ciclo: m.ciclo, cursoAcademico: curso.codigo, nombre: a.nombre, horasEstimadas: a.horas, fechaInicio: a.inicio, fechaFin: a.fin })))
      .returning({ id: accionesFormativas.id });

    // Sessions of the past, in order; the last week's are left for the teacher to assign.
    const pasadas = await tx
      .select({ id: sesiones.id, fecha: sesiones.fecha, franjaId: sesiones.franjaId })
      .from(sesiones)
      .innerJoin(franjas, eq(franjas.id, sesiones.franjaId))
      .where(and(eq(sesiones.modulo, m.codigo), eq(sesiones.ciclo, m.ciclo), eq(sesiones.cursoAcademico, curso.codigo)))
      .orderBy(asc(sesiones.fecha), asc(franjas.orden));
    const asignables = pasadas.filter((s) => s.fecha <= sumarDias(hasta, -7));
    // Two modules in three run over on one action (by 1–3 sessions): the overview then has something to sort.
    const exceso = n % 3 === 2 ? 0 : 1 + (n % 3);
    const unidadExcedida = n % 2;
    let i = 0;
    for (const [k, a] of plan.entries()) {
      if (i >= asignables.length) break;
      const objetivo = horasAMinutos(a.horas);
      const ids: number[] = [];
      let minutos = 0;
      const duracion = (j: number) => minutosFranja.get(asignables[j].franjaId) ?? 55;
      // Up to the estimate without passing it: a unit that fits its hours shows no defase.
      while (i < asignables.length && minutos + duracion(i) <= objetivo) {
        ids.push(asignables[i].id);
        minutos += duracion(i);
        i++;
      }
      const llena = i < asignables.length;
      const excedida = k === unidadExcedida && exceso > 0 && llena;
      if (excedida) for (let e = 0; e < exceso && i < asignables.length; e++, i++) ids.push(asignables[i].id);
      if (ids.length) await tx.update(sesiones).set({ accionId: creadas[k].id }).where(inArray(sesiones.id, ids));
      if (llena) {
        await tx
          .update(accionesFormativas)
          .set({
            completado: true,
            comentarios: excedida ? "" : "Impartida según la programación.",
            desviaciones: excedida ? "Las prácticas han necesitado más sesiones de las previstas por el ritmo del grupo." : "",
            medidasCorrectoras: excedida ? "Se agrupan actividades de la unidad siguiente y se refuerza con tareas en el aula virtual." : "",
          })
          .where(eq(accionesFormativas.id, creadas[k].id));
      }
    }
  }
}
