/** The outcome of an action: green status or red alert. Place it inside an `aria-live` container. */
export function Aviso({ estado, className = "" }: { estado: { ok: boolean; message: string } | null; className?: string }) {
  if (!estado) return null;
  return (
    <p role={estado.ok ? "status" : "alert"} className={`rounded-md px-3 py-2 text-sm ${estado.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"} ${className}`}>
      {estado.message}
    </p>
  );
}
