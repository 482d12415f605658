import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const noNext = {
  group: ["next", "next/*", "next-auth", "next-auth/*"],
  message: "lib/ holds framework-free domain code: keep next/* in app/, components/ and proxy.ts.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "node_modules/**", "lib/db/generated/**", ".data/**", ".tmp/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error"] }],
    },
  },
  {
    // The domains never import the framework, nor each other: the dashboard reaches the
    // payment service only over HTTP, so it keeps working against a remote deployment.
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [noNext] }] },
  },
  {
    files: ["lib/gateway/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [noNext, { group: ["**/dashboard/**", "@/lib/dashboard/**"], message: "lib/gateway must not import lib/dashboard." }] },
      ],
    },
  },
  {
    files: ["lib/dashboard/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [noNext, { group: ["**/gateway/**", "@/lib/gateway/**"], message: "lib/dashboard talks to the payment service over HTTP only." }] },
      ],
    },
  },
  {
    files: ["scripts/**", "e2e/**", "**/*.test.ts", "*.config.*"],
    rules: { "no-console": "off" },
  },
]);
