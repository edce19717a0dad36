import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Portal del centro", template: "%s · Portal del centro" },
  description: "Portal del centro: encuestas, módulos, inventario, convalidaciones, horarios y matrícula.",
  icons: { icon: "/logo.svg" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the request makes every page render per request: its scripts must carry this
  // response's CSP nonce (proxy.ts), which a page prerendered at build time cannot have.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="es">
      <head>
        {/* zod compiles fast parsers with new Function() unless told not to; under a CSP without
            'unsafe-eval' that only produces violation reports, so it is told before it loads. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true};" }} />
      </head>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
