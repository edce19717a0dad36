import { NoEncontrada } from "@/components/layout/NoEncontrada";

export const metadata = { title: "Página no encontrada" };

export default function PaginaNoEncontrada() {
  return (
    <main>
      <NoEncontrada />
    </main>
  );
}
