import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Portal del centro", template: "%s · Portal del centro" },
  description: "Portal del centro: encuestas, módulos, inventario, convalidaciones, horarios y matrícula.",
  icons: { icon: "/logo.svg" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request: its scripts must carry this response's CSP nonce
  // (proxy.ts), which a page prerendered at build time cannot have.
  await connection();
  return (
    <html lang="es">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
