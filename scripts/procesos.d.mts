// Types of scripts/procesos.mjs, which start.mjs runs as plain Node (no TypeScript at start-up).
export declare const MAXIMO_PROCESOS: number;
export declare function procesosPedidos(valor: string | undefined, o: { nucleos: number; conPostgres: boolean }): { procesos: number; aviso: string | null };
export declare function argumentosDeNode(nodeOptions?: string): string[];
