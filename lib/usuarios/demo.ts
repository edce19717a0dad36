/** Buttons per account type on the login page's demo list; any other demo account is typed in by its email. */
export const CUENTAS_DEMO_POR_TIPO = 8;
