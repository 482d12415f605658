import createNextIntlPlugin from "next-intl/plugin";

// The dashboard's languages (lib/i18n): next-intl reads each request's configuration from here.
const withNextIntl = createNextIntlPlugin("./app/_server/i18n-request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Loaded from node_modules at run time, not bundled: PGlite ships WASM and data files,
  // pg has optional native bindings, the schema engine is instantiated by hand.
  // The build checks types unless the same checkout was just checked whole by `npm run typecheck`
  // (route types generated first): CI sets CAJA_BUILD_TYPECHECKED=1 after that step, and the
  // build does not check them a second time (about 20 s of CI's run).
  typescript: { ignoreBuildErrors: process.env.CAJA_BUILD_TYPECHECKED === "1" },
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "pg",
    "@prisma/adapter-pg",
    "@prisma/schema-engine-wasm",
    // facturas: libxml2 as WebAssembly (loads xmllint.wasm beside itself) and pdfkit (reads its font metrics from its folder)
    "xmllint-wasm",
    "pdfkit",
  ],
};

export default withNextIntl(nextConfig);
