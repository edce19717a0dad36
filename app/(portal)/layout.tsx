import { redirect } from "next/navigation";
import { BarraNavegacion } from "@/components/layout/BarraNavegacion";
import { getCurrentUser } from "@/lib/auth/current-user";
import { menuDe } from "@/lib/acceso/navegacion";
import { contarNoLeidos } from "@/lib/avisos/queries";

export const dynamic = "force-dynamic";

/** The signed-in shell. Each page checks its own role too: layouts do not re-run on navigation. */
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const usuario = await getCurrentUser();
  if (!usuario) redirect("/");
  const avisos = await contarNoLeidos(usuario);
  return (
    <>
      <a href="#contenido" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Saltar al contenido
      </a>
      <BarraNavegacion {...menuDe(usuario.cargos)} usuario={{ nombre: usuario.nombre, apellidos: usuario.apellidos, imageUrl: usuario.imageUrl }} avisos={avisos} />
      <main id="contenido" className="mx-auto max-w-6xl px-4 py-6 print:max-w-none print:p-0">
        {children}
      </main>
    </>
  );
}
