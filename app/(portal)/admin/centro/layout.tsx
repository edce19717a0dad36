import { NavCentro } from "@/components/admin/NavCentro";

export default function LayoutCentro({ children }: { children: React.ReactNode }) {
  return (
    <>
      <NavCentro />
      {children}
    </>
  );
}
