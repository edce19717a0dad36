/* eslint-disable @next/next/no-img-element -- profile photos come from the identity provider's domain; next/image would need each host configured */
type Props = { nombre: string; apellidos: string; imageUrl: string | null; tamano?: number };

/** Photo, or initials on a neutral disc (the "default icon" of the spec). */
export function Avatar({ nombre, apellidos, imageUrl, tamano = 40 }: Props) {
  const iniciales = `${nombre.charAt(0)}${apellidos.charAt(0)}`.toUpperCase();
  if (imageUrl) {
    return <img src={imageUrl} alt="" width={tamano} height={tamano} referrerPolicy="no-referrer" className="rounded-full object-cover" style={{ width: tamano, height: tamano }} />;
  }
  return (
    <span aria-hidden="true" className="inline-flex items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-700" style={{ width: tamano, height: tamano, fontSize: tamano * 0.4 }}>
      {iniciales || "?"}
    </span>
  );
}
