import { redirect } from "next/navigation";
import { BotonesAcceso } from "@/components/auth/BotonesAcceso";
import { BotonSalir } from "@/components/auth/BotonSalir";
import { CuentasDemo } from "@/components/auth/CuentasDemo";
import { getEstadoSesion } from "@/lib/auth/current-user";
import { proveedoresConfigurados } from "@/lib/auth/options";
import { describirCargos, ETIQUETA_CARGO } from "@/lib/acceso/cargos";
import { inicioDe } from "@/lib/acceso/navegacion";
import { mensajeError } from "@/lib/auth/reglas";
import { unsafeListCuentasDemo } from "@/lib/usuarios/queries";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ error?: string | string[] }> };

export default async function PaginaAcceso({ searchParams }: Props) {
  const estado = await getEstadoSesion();
  if (estado.estado === "ok") redirect(inicioDe(estado.usuario.cargos));

  const { error } = await searchParams;
  const codigoError = Array.isArray(error) ? error[0] : error;
  const proveedores = proveedoresConfigurados();
  const detalle = mensajeError(codigoError, proveedores.dominio);
  const cuentas = proveedores.demo && estado.estado === "anonimo" ? await unsafeListCuentasDemo() : [];

  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 px-4 py-10">
      {proveedores.demo && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <strong>Acceso de demostración activado.</strong> Cualquiera puede entrar con las cuentas de ejemplo; no lo actives en un portal real.
        </div>
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG */}
          <img src="/logo.svg" alt="Logo del centro" width={72} height={72} />
          <h1 className="text-2xl font-bold">Portal del centro</h1>
          <p className="text-slate-700">Inicia sesión con tu cuenta @{proveedores.dominio} para acceder a más funcionalidades</p>
        </div>

        {codigoError && (
          <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
            <p className="font-semibold">Error al iniciar sesión</p>
            {detalle && <p>{detalle}</p>}
          </div>
        )}

        {estado.estado === "inactivo" && (
          <div role="alert" className="mt-6 space-y-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
            <p>Tu cuenta está desactivada o ya no existe en el portal. Habla con la administración del centro.</p>
            <BotonSalir conTexto />
          </div>
        )}
        {estado.estado === "cargosCambiados" && (
          <div role="alert" className="mt-6 space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p>Tus cargos en el portal han cambiado; ahora son: {describirCargos(estado.usuario.cargos).toLowerCase()}. Cierra la sesión y vuelve a entrar para continuar.</p>
            <BotonSalir conTexto />
          </div>
        )}

        {estado.estado === "anonimo" && (
          <div className="mx-auto mt-6 max-w-sm">
            <BotonesAcceso google={proveedores.google} oidc={proveedores.oidc} demo={proveedores.demo} />
          </div>
        )}
      </div>

      {cuentas.length > 0 && (
        <section aria-labelledby="demo-titulo" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="demo-titulo" className="mb-1 text-lg font-semibold">
            Cuentas de demostración
          </h2>
          <p className="mb-4 text-sm text-slate-600">Elige una cuenta o escribe su correo para entrar sin contraseña.</p>
          <CuentasDemo
            cuentas={cuentas.map((c) => ({
              email: c.email,
              tipo: c.principal,
              etiquetaTipo: ETIQUETA_CARGO[c.principal],
              cargos: describirCargos(c.cargos),
              nombreCompleto: `${c.nombre} ${c.apellidos}`.trim(),
              totalDelTipo: c.totalDelTipo,
            }))}
          />
        </section>
      )}
    </main>
  );
}
