// Types of scripts/comprimir.mjs, which next.config.mjs and start.mjs run as plain Node.
export declare function comprimirRespuestas(valor: string | undefined): boolean;
