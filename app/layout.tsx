import type { Metadata, Viewport } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Caja", template: "%s · Caja" },
  description: "Payment intents and the merchant dashboard around them",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Every page, the not-found and forbidden pages too, is rendered for its request: Next.js puts the
// request's CSP nonce (proxy.ts) on its scripts only when it renders; a prerendered page would
// carry none, and its scripts would be refused.
export const dynamic = "force-dynamic";

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
