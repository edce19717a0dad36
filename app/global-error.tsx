"use client";

// Replaces the root layout when it fails, so it brings its own <html>.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="es">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem", textAlign: "center" }}>
        <h1>Algo ha ido mal</h1>
        <p>Se ha producido un error inesperado en el portal.</p>
        {/* The reference is in the server's log line for this error (instrumentation.ts). */}
        {error.digest && <p>Referencia: {error.digest}</p>}
        <button type="button" onClick={reset}>
          Reintentar
        </button>
      </body>
    </html>
  );
}
