import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const noNext = {
  group: ["next", "next/*", "next-auth", "next-auth/*"],
  message: "lib/ holds framework-free domain code: keep next/* in app/, components/ and proxy.ts.",
};

const LIB = ["db", "gateway", "dashboard", "http", "server", "system", "pos", "contract", "testing", "i18n"];

/** One no-restricted-imports block per lib/ folder: next/* for all of them, plus the folders it must not reach. */
function boundaries(rules) {
  return Object.entries(rules).map(([files, forbidden]) => ({
    files: [files],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noNext,
            ...forbidden
              .filter((folder) => LIB.includes(folder))
              .map((folder) => ({
                group: [`**/${folder}/**`, `@/lib/${folder}/**`, `../${folder}`, `./${folder}`],
                message: `${files.replace("/**", "")} must not import lib/${folder} (see the boundaries in eslint.config.mjs).`,
              })),
          ],
        },
      ],
    },
  }));
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "node_modules/**", "lib/db/generated/**", "lib/sdk/generated/**", ".data/**", ".tmp/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error"] }],
    },
  },
  // Boundaries: who may import whom. The contract is shared by both domains and imports neither;
  // the service (gateway) and the dashboard never import each other (the dashboard reaches the
  // service over HTTP only, so it works against a remote deployment); no lib/ code imports the
  // framework; only lib/server (the composition root) starts both; components never import app/.
  ...boundaries({
    "lib/contract/**": ["db", "gateway", "dashboard", "http", "server", "system", "pos", "testing", "i18n"],
    "lib/db/**": ["gateway", "dashboard", "http", "server", "system", "pos"],
    "lib/http/**": ["gateway", "dashboard", "server", "system", "pos", "contract"],
    "lib/pos/**": ["db", "gateway", "dashboard", "http", "server", "system"],
    "lib/system/**": ["gateway", "dashboard", "http", "server", "pos"],
    "lib/gateway/**": ["dashboard", "server", "pos", "i18n"],
    "lib/dashboard/**": ["gateway", "server"],
    "lib/i18n/**": ["db", "gateway", "http", "server", "system", "pos", "testing"],
    "lib/metrics/**": ["db", "gateway", "dashboard", "http", "server", "system", "pos", "contract", "testing", "i18n"],
    "lib/server/**": ["testing"],
    "lib/testing/**": ["server"],
    "lib/*.ts": ["db", "gateway", "dashboard", "server", "system", "pos", "contract"],
  }),
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/**", "**/app/**"], allowTypeImports: true, message: "components/ never import app/: a page hands its server actions in as props." }] },
      ],
    },
  },
  // Every word people read comes from the catalogues (lib/i18n/messages): text written straight into
  // JSX is untranslated by construction. Symbols that are not language are allowed.
  {
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: {
      "react/jsx-no-literals": [
        "error",
        { noStrings: false, ignoreProps: true, allowedStrings: ["·", "—", "×", ":", "/", "(", ")", "%", "#", "…", "+", "-", "|", "→", "←", "✓", "✕", "‹", "›", "▾", "404", "· #"] },
      ],
    },
  },
  {
    files: ["scripts/**", "e2e/**", "**/*.test.ts", "*.config.*"],
    rules: { "no-console": "off" },
  },
]);
