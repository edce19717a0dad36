import type { Cargo, TipoAula } from "../db/schema";

/** What every area seed (lib/<área>/seed.ts) is told: the centre's e-mail domain. */
export type ContextoSemilla = { domain: string };
import {
  buildEstudiante,
  buildUsuario,
  emailLocalPart,
  type NuevoCiclo,
  type NuevoUsuario,
} from "./factories";

/**
 * The demo centre as plain data: a small CPIFP in Huesca with three departments, four cycles, eight
 * groups, a dozen teachers and sixty students. Staffed as a real centre is: the heads of department
 * and the director also teach (issue 43); the secretary's office has an admin who does not. Rows refer to each other by natural keys (email,
 * cycle code, department name) so the seed can upsert them and look the ids up afterwards.
 *
 * Everything is deterministic: names come from fixed lists through a seeded generator, so every run
 * (and every machine) produces the same people with the same codes.
 */

export const DEPARTAMENTOS_DEMO = {
  quimica: "Química",
  informatica: "Informática y Comunicaciones",
  electricidad: "Electricidad y Electrónica",
} as const;

/** Local parts of the accounts the end-to-end tests sign in with. */
const CUENTAS = {
  admin: "marta.lacasa",
  adminSecretaria: "teresa.abadias",
  jefaturaQuimica: "javier.arnal",
  jefaturaInformatica: "elena.sanz",
  jefaturaElectricidad: "ramon.castan",
  docente: "ana.lopez",
  docenteInformatica: "pablo.ruiz",
  estudiante: "lucia.perez",
  estudianteInformatica: "diego.martin",
  inactivo: "inactivo.docente",
} as const;

export type DemoAccounts = { [K in keyof typeof CUENTAS]: string };

export function normalizeDomain(domain: string): string {
  const d = domain.trim().toLowerCase().replace(/^@/, "");
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d)) {
    throw new Error(`Dominio no válido para los datos de demostración: "${domain}"`);
  }
  return d;
}

/** Emails of the fixed demo accounts for a domain. */
export function demoAccounts(domain: string): DemoAccounts {
  const d = normalizeDomain(domain);
  return Object.fromEntries(Object.entries(CUENTAS).map(([k, local]) => [k, `${local}@${d}`])) as DemoAccounts;
}

// --- Types --------------------------------------------------------------------------------------

/** A user row whose department is given by name; the seed turns it into `departamentoId`. */
export type DemoUsuario = Omit<NuevoUsuario, "id" | "creado" | "departamentoId"> & {
  email: string;
  cargos: Cargo[];
  departamento: string | null;
};
export type DemoDepartamento = { nombre: string; jefe: string };
export type DemoModulo = { codigo: string; ciclo: string; curso: 1 | 2; nombre: string; horas: number; departamento: string };
export type DemoGrupo = { codigo: string; ciclo: string; curso: 1 | 2; tutor: string };
export type DemoGrupoEstudiante = { estudiante: string; grupo: string };
export type DemoImparticion = { docente: string; modulo: string; ciclo: string; grupo: string };
export type DemoMatricula = { estudiante: string; modulo: string; ciclo: string };

export type DemoCentre = {
  domain: string;
  accounts: DemoAccounts;
  departamentos: DemoDepartamento[];
  usuarios: DemoUsuario[];
  ciclos: NuevoCiclo[];
  modulos: DemoModulo[];
  grupos: DemoGrupo[];
  grupoEstudiantes: DemoGrupoEstudiante[];
  imparticiones: DemoImparticion[];
  matriculas: DemoMatricula[];
  aulas: string[];
};

// --- Cycles and modules -------------------------------------------------------------------------

const { quimica, informatica, electricidad } = DEPARTAMENTOS_DEMO;

/** `familia` is the letter of the student codes; `familiaProfesional` the title's professional family. */
const CICLOS: { codigo: string; nombre: string; departamento: string; familia: string; familiaProfesional: string }[] = [
  { codigo: "QUI201", nombre: "Operaciones de Laboratorio", departamento: quimica, familia: "Q", familiaProfesional: "Química" },
  { codigo: "QUI301", nombre: "Laboratorio de Análisis y de Control de Calidad", departamento: quimica, familia: "Q", familiaProfesional: "Química" },
  { codigo: "IFC201", nombre: "Sistemas Microinformáticos y Redes", departamento: informatica, familia: "I", familiaProfesional: "Informática y Comunicaciones" },
  { codigo: "ELE202", nombre: "Instalaciones Eléctricas y Automáticas", departamento: electricidad, familia: "E", familiaProfesional: "Electricidad y Electrónica" },
];

/**
 * [codigo, curso, nombre, horas] per cycle; LOE module codes of each title's Real Decreto.
 * Hours are each module's whole-course duration in its title's curriculum order (the title's
 * 2000 hours less the FCT/work placement, which has no follow-up here): SMR (IFC201) as in Orden
 * EDU/2187/2009 (BOE 5-8-2009) and Instalaciones Eléctricas y Automáticas (ELE202) as in Orden
 * EDU/2184/2009 (BOE 5-8-2009), the Ministry's curricula that Aragón's follow; for QUI201 (Real
 * Decreto 554/2012) and QUI301 (Real Decreto 1395/2007) the same pattern — 960 hours in the first
 * year, FOL 96 and EIE 63 — spread over their modules. Demo data: plausible, not an official source.
 */
const MODULOS: Record<string, [string, 1 | 2, string, number][]> = {
  QUI201: [
    ["1248", 1, "Química aplicada", 224],
    ["1249", 1, "Muestreo y operaciones unitarias de laboratorio", 192],
    ["1250", 1, "Pruebas fisicoquímicas", 224],
    ["1252", 1, "Seguridad y organización en el laboratorio", 128],
    ["1254", 1, "Técnicas básicas de microbiología y bioquímica", 96],
    ["1258", 1, "Formación y orientación laboral", 96],
    ["1251", 2, "Servicios auxiliares en el laboratorio", 84],
    ["1253", 2, "Principios de biotecnología", 63],
    ["1255", 2, "Operaciones de análisis químico", 168],
    ["1256", 2, "Ensayos de materiales", 84],
    ["1257", 2, "Almacenamiento y distribución en el laboratorio", 84],
    ["1259", 2, "Empresa e iniciativa emprendedora", 63],
  ],
  QUI301: [
    ["0065", 1, "Muestreo y preparación de la muestra", 128],
    ["0066", 1, "Análisis químicos", 224],
    ["0068", 1, "Ensayos físicos", 160],
    ["0069", 1, "Ensayos fisicoquímicos", 192],
    ["0072", 1, "Calidad y seguridad en el laboratorio", 160],
    ["0074", 1, "Formación y orientación laboral", 96],
    ["0067", 2, "Análisis instrumental", 231],
    ["0070", 2, "Ensayos microbiológicos", 126],
    ["0071", 2, "Ensayos biotecnológicos", 84],
    ["0073", 2, "Proyecto de laboratorio de análisis y de control de calidad", 40],
    ["0075", 2, "Empresa e iniciativa emprendedora", 63],
  ],
  IFC201: [
    ["0221", 1, "Montaje y mantenimiento de equipos", 224],
    ["0222", 1, "Sistemas operativos monopuesto", 160],
    ["0223", 1, "Aplicaciones ofimáticas", 256],
    ["0225", 1, "Redes locales", 224],
    ["0229", 1, "Formación y orientación laboral", 96],
    ["0224", 2, "Sistemas operativos en red", 147],
    ["0226", 2, "Seguridad informática", 105],
    ["0227", 2, "Servicios en red", 147],
    ["0228", 2, "Aplicaciones web", 84],
    ["0230", 2, "Empresa e iniciativa emprendedora", 63],
  ],
  ELE202: [
    ["0232", 1, "Automatismos industriales", 288],
    ["0233", 1, "Electrónica", 96],
    ["0234", 1, "Electrotecnia", 192],
    ["0235", 1, "Instalaciones eléctricas interiores", 288],
    ["0241", 1, "Formación y orientación laboral", 96],
    ["0236", 2, "Instalaciones de distribución", 105],
    ["0237", 2, "Infraestructuras comunes de telecomunicación en viviendas y edificios", 105],
    ["0238", 2, "Instalaciones domóticas", 105],
    ["0239", 2, "Instalaciones solares fotovoltaicas", 63],
    ["0240", 2, "Máquinas eléctricas", 105],
    ["0242", 2, "Empresa e iniciativa emprendedora", 63],
  ],
};

// --- Staff --------------------------------------------------------------------------------------

type Persona = { local: string; nombre: string; apellidos: string; departamento: string };

/** Heads of department, who teach one module each, like every head in a Spanish FP centre. */
const JEFATURAS: (Persona & { imparte: string[] })[] = [
  { local: CUENTAS.jefaturaQuimica, nombre: "Javier", apellidos: "Arnal Puyuelo", departamento: quimica, imparte: ["QUI201:1257"] },
  { local: CUENTAS.jefaturaInformatica, nombre: "Elena", apellidos: "Sanz Bielsa", departamento: informatica, imparte: ["IFC201:0228"] },
  { local: CUENTAS.jefaturaElectricidad, nombre: "Ramón", apellidos: "Castán Lafuente", departamento: electricidad, imparte: ["ELE202:0239"] },
];

/**
 * Teachers with what they teach ("CICLO:codigo") and the group they tutor. Two lab modules are
 * shared by two teachers (desdobles), as happens in practice.
 */
const DOCENTES: (Persona & { imparte: string[]; tutoria?: string })[] = [
  {
    local: CUENTAS.docente, nombre: "Ana", apellidos: "López Gracia", departamento: quimica, tutoria: "1QUI301",
    imparte: ["QUI301:0065", "QUI301:0066", "QUI301:0069", "QUI301:0067"],
  },
  {
    local: "carmen.royo", nombre: "Carmen", apellidos: "Royo Abadía", departamento: quimica, tutoria: "1QUI201",
    imparte: ["QUI201:1248", "QUI201:1250", "QUI201:1255", "QUI301:0068"],
  },
  {
    local: "luis.bescos", nombre: "Luis", apellidos: "Bescós Allué", departamento: quimica, tutoria: "2QUI201",
    imparte: ["QUI201:1249", "QUI201:1251", "QUI201:1256", "QUI301:0067"],
  },
  {
    local: "pilar.escar", nombre: "Pilar", apellidos: "Escar Naval", departamento: quimica, tutoria: "2QUI301",
    imparte: ["QUI301:0070", "QUI301:0071", "QUI301:0073", "QUI201:1254"],
  },
  {
    local: "jorge.ballarin", nombre: "Jorge", apellidos: "Ballarín Coarasa", departamento: quimica,
    imparte: ["QUI201:1252", "QUI201:1253", "QUI301:0072"],
  },
  {
    local: "beatriz.lalaguna", nombre: "Beatriz", apellidos: "Lalaguna Périz", departamento: quimica,
    imparte: ["QUI201:1258", "QUI301:0074", "QUI301:0075"],
  },
  {
    local: CUENTAS.docenteInformatica, nombre: "Pablo", apellidos: "Ruiz Escartín", departamento: informatica,
    tutoria: "1IFC201", imparte: ["IFC201:0221", "IFC201:0225", "IFC201:0226", "IFC201:0227"],
  },
  {
    local: "nuria.campo", nombre: "Nuria", apellidos: "Campo Sarasa", departamento: informatica, tutoria: "2IFC201",
    imparte: ["IFC201:0222", "IFC201:0224"],
  },
  {
    local: "alberto.garces", nombre: "Alberto", apellidos: "Garcés Latre", departamento: informatica,
    imparte: ["IFC201:0223", "IFC201:0229", "IFC201:0230"],
  },
  {
    local: "miguel.lacambra", nombre: "Miguel", apellidos: "Lacambra Pueyo", departamento: electricidad,
    tutoria: "1ELE202", imparte: ["ELE202:0232", "ELE202:0235", "ELE202:0236", "ELE202:0240"],
  },
  {
    local: "silvia.mur", nombre: "Silvia", apellidos: "Mur Ena", departamento: electricidad, tutoria: "2ELE202",
    imparte: ["ELE202:0233", "ELE202:0234", "ELE202:0237", "ELE202:0238"],
  },
  {
    local: "fernando.olivan", nombre: "Fernando", apellidos: "Oliván Buil", departamento: electricidad,
    imparte: ["ELE202:0241", "ELE202:0242", "ELE202:0232"],
  },
];

/** A teacher on leave: a real account that must be refused at sign-in. */
const INACTIVO: Persona = { local: CUENTAS.inactivo, nombre: "Sergio", apellidos: "Baja Temporal", departamento: quimica };

/** The director: management, and she teaches one module of her department. */
const ADMIN = { local: CUENTAS.admin, nombre: "Marta", apellidos: "Lacasa Ferrer", departamento: quimica, imparte: ["QUI201:1259"] };

/** The secretary's office: management that does not teach. */
const SECRETARIA = { local: CUENTAS.adminSecretaria, nombre: "Teresa", apellidos: "Abadías Sopena" };

// --- Students -----------------------------------------------------------------------------------

/** Group sizes add up to 60; the order also fixes the order in which student codes are handed out. */
const GRUPOS_ESTUDIANTES: [grupo: string, tamano: number][] = [
  ["1QUI301", 10],
  ["1QUI201", 8],
  ["2QUI301", 8],
  ["2QUI201", 6],
  ["1IFC201", 9],
  ["2IFC201", 7],
  ["1ELE202", 7],
  ["2ELE202", 5],
];

/** Fixed students go first in their group and keep the codes the end-to-end tests use. */
const ESTUDIANTES_FIJOS: (Omit<Persona, "departamento"> & { grupo: string; codigo: string })[] = [
  { local: CUENTAS.estudiante, nombre: "Lucía", apellidos: "Pérez Barrio", grupo: "1QUI301", codigo: "24Q0001" },
  { local: CUENTAS.estudianteInformatica, nombre: "Diego", apellidos: "Martín Lanau", grupo: "1IFC201", codigo: "24I0001" },
];

const NOMBRES = [
  "Adrián", "Aitana", "Alejandro", "Alba", "Álvaro", "Andrea", "Carla", "Carlos", "Claudia", "Daniel",
  "Elena", "Emma", "Eric", "Héctor", "Hugo", "Inés", "Iván", "Jaime", "Julia", "Laura",
  "Leire", "Lorena", "Manuel", "Marcos", "María", "Mario", "Martina", "Nerea", "Noelia", "Óscar",
  "Paula", "Raquel", "Rubén", "Samuel", "Sara", "Sofía", "Teresa", "Unai", "Valeria", "Víctor",
];

const APELLIDOS = [
  "Abadía", "Aísa", "Allué", "Arilla", "Azón", "Bergua", "Betrán", "Bielsa", "Buisán", "Campo",
  "Cardiel", "Castán", "Cebollero", "Coarasa", "Escartín", "Español", "Fumanal", "Gállego", "García", "Gil",
  "Giménez", "Grasa", "Lacasta", "Lafuente", "Lalueza", "Lanau", "Laplana", "Latre", "Lera", "Lorés",
  "Martínez", "Mairal", "Nasarre", "Navarro", "Oliva", "Palacio", "Puyuelo", "Salamero", "Sánchez", "Sarasa",
  "Sopena", "Torres", "Ubieto", "Vallés", "Villacampa", "Zamora",
];

/** mulberry32: a tiny seeded generator, so the "random" names are the same on every run. */
export function generador(semilla: number): () => number {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Academic year in which first-year students started; second-year students started the year before. */
const ANIO_INGRESO_PRIMERO = 24;

// --- Rooms --------------------------------------------------------------------------------------

const AULAS = [
  ...Array.from({ length: 12 }, (_, i) => `Aula ${i + 1}`),
  "Laboratorio de Química",
  "Laboratorio de Análisis Instrumental",
  "Taller de Electricidad",
  "Sala de profesores",
  "Biblioteca",
];

/** Kind and seats of a demo room, from its name. */
export function tipoAulaDemo(nombre: string): { tipo: TipoAula; capacidad: number | null } {
  if (nombre === "Aula 12") return { tipo: "informatica", capacidad: 20 };
  if (nombre.startsWith("Aula")) return { tipo: "aula", capacidad: 30 };
  if (nombre.startsWith("Laboratorio")) return { tipo: "laboratorio", capacidad: 16 };
  if (nombre.startsWith("Taller")) return { tipo: "taller", capacidad: 16 };
  return { tipo: "otro", capacidad: null };
}

// --- Assembly -----------------------------------------------------------------------------------

function sinDepartamento<T extends { departamentoId?: unknown }>(fila: T): Omit<T, "departamentoId"> {
  const copia = { ...fila };
  delete copia.departamentoId;
  return copia;
}

/** The whole demo centre for a mail domain (e.g. 'cpifp-huesca.test'). */
export function buildDemoCentre(domain: string): DemoCentre {
  const d = normalizeDomain(domain);
  const email = (local: string) => `${local}@${d}`;
  const usuarios: DemoUsuario[] = [];

  const personal = (p: { local: string; nombre: string; apellidos: string }, cargos: Cargo[], departamento: string | null, activo = true) =>
    usuarios.push({
      ...sinDepartamento(buildUsuario({ email: email(p.local), nombre: p.nombre, apellidos: p.apellidos, cargos, activo })),
      email: email(p.local),
      cargos,
      departamento,
    });
  personal(ADMIN, ["docente", "admin"], ADMIN.departamento);
  personal(SECRETARIA, ["admin"], null);
  for (const j of JEFATURAS) personal(j, ["docente", "jefatura"], j.departamento);
  for (const p of [...DOCENTES, INACTIVO]) personal(p, ["docente"], p.departamento, p !== INACTIVO);

  const ciclos: NuevoCiclo[] = CICLOS.map(({ codigo, nombre, familiaProfesional }) => ({ codigo, nombre, familia: familiaProfesional }));
  const modulos: DemoModulo[] = CICLOS.flatMap((c) =>
    MODULOS[c.codigo].map(([codigo, curso, nombre, horas]) => ({ codigo, ciclo: c.codigo, curso, nombre, horas, departamento: c.departamento })),
  );

  const tutorDe = new Map(DOCENTES.filter((p) => p.tutoria).map((p) => [p.tutoria!, email(p.local)]));
  const grupos: DemoGrupo[] = CICLOS.flatMap((c) =>
    ([1, 2] as const).map((curso) => {
      const codigo = `${curso}${c.codigo}`;
      const tutor = tutorDe.get(codigo);
      if (!tutor) throw new Error(`Falta tutor para el grupo ${codigo}`);
      return { codigo, ciclo: c.codigo, curso, tutor };
    }),
  );

  // One group per course and cycle in the demo: a module is taught to the group of its course.
  const imparticiones: DemoImparticion[] = [...DOCENTES, ...JEFATURAS, ADMIN].flatMap((p) =>
    p.imparte.map((clave) => {
      const [ciclo, modulo] = clave.split(":");
      const m = modulos.find((x) => x.ciclo === ciclo && x.codigo === modulo);
      if (!m) throw new Error(`Módulo desconocido: ${clave}`);
      return { docente: email(p.local), modulo, ciclo, grupo: `${m.curso}${ciclo}` };
    }),
  );

  // Students: fixed ones first in their group, then generated names until the group is full.
  const aleatorio = generador(20240915);
  const elegir = <T>(lista: readonly T[]): T => lista[Math.floor(aleatorio() * lista.length)];
  const emailsUsados = new Set(usuarios.map((u) => u.email));
  const nombresUsados = new Set<string>();
  const codigosUsados = new Set(ESTUDIANTES_FIJOS.map((e) => e.codigo));
  const contadores = new Map<string, number>();
  const siguienteCodigo = (prefijo: string) => {
    for (;;) {
      const n = (contadores.get(prefijo) ?? 0) + 1;
      contadores.set(prefijo, n);
      const codigo = `${prefijo}${String(n).padStart(4, "0")}`;
      if (!codigosUsados.has(codigo)) {
        codigosUsados.add(codigo);
        return codigo;
      }
    }
  };
  const grupoEstudiantes: DemoGrupoEstudiante[] = [];
  const grupoPorCodigo = new Map(grupos.map((g) => [g.codigo, g]));

  for (const [grupo, tamano] of GRUPOS_ESTUDIANTES) {
    const g = grupoPorCodigo.get(grupo);
    if (!g) throw new Error(`Grupo desconocido: ${grupo}`);
    const familia = CICLOS.find((c) => c.codigo === g.ciclo)!.familia;
    const prefijo = `${ANIO_INGRESO_PRIMERO - (g.curso - 1)}${familia}`;

    const alumnos: { local: string; nombre: string; apellidos: string; codigo: string }[] = [];
    for (const f of ESTUDIANTES_FIJOS.filter((e) => e.grupo === grupo)) {
      alumnos.push(f);
      nombresUsados.add(`${f.nombre} ${f.apellidos}`);
    }
    while (alumnos.length < tamano) {
      const nombre = elegir(NOMBRES);
      const ap1 = elegir(APELLIDOS);
      const ap2 = elegir(APELLIDOS);
      const completo = `${nombre} ${ap1} ${ap2}`;
      if (ap1 === ap2 || nombresUsados.has(completo)) continue;
      // Namesakes get the second surname in the address, as a school's mail admin would do.
      let local = emailLocalPart(nombre, ap1);
      if (emailsUsados.has(email(local))) local = emailLocalPart(nombre, ap1, ap2);
      if (emailsUsados.has(email(local))) continue;
      nombresUsados.add(completo);
      alumnos.push({ local, nombre, apellidos: `${ap1} ${ap2}`, codigo: siguienteCodigo(prefijo) });
    }

    for (const a of alumnos) {
      emailsUsados.add(email(a.local));
      usuarios.push({
        ...sinDepartamento(
          buildEstudiante({ email: email(a.local), nombre: a.nombre, apellidos: a.apellidos, codigo: a.codigo }),
        ),
        email: email(a.local),
        cargos: ["estudiante"],
        departamento: null,
      });
      grupoEstudiantes.push({ estudiante: email(a.local), grupo });
    }
  }

  // Every student takes all modules of their group's course and cycle.
  const matriculas: DemoMatricula[] = grupoEstudiantes.flatMap(({ estudiante, grupo }) => {
    const g = grupoPorCodigo.get(grupo)!;
    return modulos
      .filter((m) => m.ciclo === g.ciclo && m.curso === g.curso)
      .map((m) => ({ estudiante, modulo: m.codigo, ciclo: m.ciclo }));
  });

  return {
    domain: d,
    accounts: demoAccounts(d),
    departamentos: JEFATURAS.map((j) => ({ nombre: j.departamento, jefe: email(j.local) })),
    usuarios,
    ciclos,
    modulos,
    grupos,
    grupoEstudiantes,
    imparticiones,
    matriculas,
    aulas: [...AULAS],
  };
}
