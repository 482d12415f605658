import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DASHBOARD_OPERATIONS, type DashboardOperation } from "./dashboard-operations";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const ROUTES = join(ROOT, "app", "api", "dashboard");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : /^route\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Each exported method of each route file, with its path as the table writes it ([id] → {id}) and the operation it is built with. */
const handlers = routeFiles(ROUTES).flatMap((file) => {
  const folder = relative(join(ROOT, "app"), file).split(sep).slice(0, -1);
  const path = `/${folder.map((part) => part.replace(/^\[(\w+)\]$/, "{$1}")).join("/")}`;
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD) = (\w+)\(\s*(?:"([^"]+)")?/g)].map(([, method = "", builder = "", id]) => ({
    file: relative(ROOT, file),
    method,
    path,
    builder,
    id,
  }));
});

const operations = Object.entries(DASHBOARD_OPERATIONS as Record<string, DashboardOperation>).map(([id, operation]) => ({ id, method: operation.method, path: operation.path }));
const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe("the dashboard's JSON API and its contract", () => {
  it("finds the route files", () => {
    expect(handlers.length).toBeGreaterThanOrEqual(10);
  });

  it("declares every route handler under app/api/dashboard (method and path)", () => {
    const declared = new Set(operations.map(key));
    expect(handlers.map(key).filter((route) => !declared.has(route))).toEqual([]);
  });

  it("has a route handler for every operation it declares", () => {
    const served = new Set(handlers.map(key));
    expect(operations.map(key).filter((operation) => !served.has(operation))).toEqual([]);
  });

  it("builds each handler from its own operation (dashboardOperation with the id of that method and path)", () => {
    for (const handler of handlers) {
      expect({ file: handler.file, builder: handler.builder }).toEqual({ file: handler.file, builder: "dashboardOperation" });
      const operation = operations.find((candidate) => candidate.id === handler.id);
      expect({ file: handler.file, operation: operation && key(operation) }).toEqual({ file: handler.file, operation: key(handler) });
    }
  });

  it("names each operation once per method and path", () => {
    expect(new Set(operations.map(key)).size).toBe(operations.length);
  });
});
