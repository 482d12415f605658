import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

/**
 * Prisma's schema engine, compiled to WebAssembly, so migrations need no downloaded Rust binary.
 * The package expects a bundler to link its .wasm module; we instantiate it ourselves instead.
 */
type Bindings = typeof import("@prisma/schema-engine-wasm/schema_engine_bg") & {
  SchemaEngine: typeof SchemaEngine;
};

let bindings: Promise<Bindings> | undefined;

async function loadBindings(): Promise<Bindings> {
  const g = globalThis as unknown as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void } };
  g.PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message(message: string) {
      throw new Error(`Prisma schema engine panicked: ${message}`);
    },
  };
  const bg = (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as Bindings;
  // Resolved at run time from the app's own node_modules (the package does not export its .wasm file).
  const entry = createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), "package.json")).resolve("@prisma/schema-engine-wasm");
  const bytes = fs.readFileSync(/*turbopackIgnore: true*/ path.join(path.dirname(entry), "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, {
    "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports,
  });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
  return bg;
}

export type SchemaFile = { path: string; content: string };

/** Reads every .prisma file of the schema folder. */
export function readSchemaFiles(schemaDir = path.join(process.cwd(), "prisma", "schema")): SchemaFile[] {
  return fs
    .readdirSync(/*turbopackIgnore: true*/ schemaDir)
    .filter((name) => name.endsWith(".prisma"))
    .sort()
    .map((name) => {
      const file = path.join(/*turbopackIgnore: true*/ schemaDir, name);
      return { path: file, content: fs.readFileSync(/*turbopackIgnore: true*/ file, "utf8") };
    });
}

type ScriptDriver = { exec?(sql: string): Promise<unknown>; query?(sql: string): Promise<unknown> };

/**
 * Runs a migration script as one multi-statement simple query, awaited. The adapters' own
 * `executeScript` cannot run every migration: @prisma/adapter-pg splits the script on every ";"
 * (a function body or a comment with a semicolon breaks), and pglite-prisma-adapter does not await
 * the script before the engine records it as applied.
 */
async function runWholeScript(adapter: SqlDriverAdapter, script: string): Promise<void> {
  const internals = adapter as unknown as { underlyingDriver?(): ScriptDriver; client?: ScriptDriver; onError(error: unknown): never };
  const driver = internals.underlyingDriver?.() ?? internals.client; // pg Pool / PGlite instance
  try {
    if (driver?.exec) await driver.exec(script);
    else if (driver?.query) await driver.query(script);
    else throw new Error("the driver adapter exposes no driver to run a migration script");
  } catch (error) {
    internals.onError(error); // the adapter's own conversion, so the engine reports the database error
  }
}

/** Passes every property through, bound to the target, except the ones `overrides` replaces. */
function withOverrides<T extends object>(target: T, overrides: Record<string, unknown>): T {
  return new Proxy(target, {
    get(object, key) {
      if (typeof key === "string" && key in overrides) return overrides[key];
      const value = Reflect.get(object, key, object) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

function wholeScripts(factory: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory {
  const wrap = (adapter: SqlDriverAdapter) => withOverrides(adapter, { executeScript: (script: string) => runWholeScript(adapter, script) });
  return withOverrides(factory, {
    connect: async () => wrap(await factory.connect()),
    connectToShadowDb: async () => wrap(await factory.connectToShadowDb()),
  });
}

/** Starts a schema engine that talks to the database through the given driver adapter factory. */
export async function openSchemaEngine(
  factory: SqlMigrationAwareDriverAdapterFactory,
  log: (line: string) => void = () => {},
): Promise<SchemaEngine> {
  bindings ??= loadBindings();
  const { SchemaEngine: Engine } = await bindings;
  const datamodels = readSchemaFiles().map((file) => [file.path, file.content] as [string, string]);
  return Engine.new({ datamodels }, log, bindMigrationAwareSqlAdapterFactory(wholeScripts(factory)));
}
