import { sembrarCentro } from "../curso-academico/seed";
import { sembrarConvalidaciones } from "../convalidaciones/seed";
import type { Db } from "../db/client";
import { sembrarEncuestas } from "../encuestas/seed";
import { sembrarHorarios } from "../horarios/seed";
import { sembrarInventario } from "../inventario/seed";
import { sembrarSeguimientos } from "../seguimientos/seed";
import { sembrarMatricula } from "../matricula/seed";
import type { ContextoSemilla } from "./demo-centre";

/**
 * Demo data of each feature area (surveys, inventory, convalidaciones …), run by seedDemo inside
 * its transaction after the core centre exists. Each area keeps its seed in `lib/<área>/seed.ts`,
 * idempotent like the core seed, and adds one line here.
 */
export const SEMILLAS_AREAS: ReadonlyArray<{ area: string; sembrar: (tx: Db, ctx: ContextoSemilla) => Promise<void> }> = [
  { area: "centro", sembrar: sembrarCentro },
  { area: "horarios", sembrar: sembrarHorarios },
  { area: "seguimientos", sembrar: sembrarSeguimientos },
  { area: "encuestas", sembrar: sembrarEncuestas },
  { area: "inventario", sembrar: sembrarInventario },
  { area: "convalidaciones", sembrar: sembrarConvalidaciones },
  { area: "matricula", sembrar: sembrarMatricula },
];
