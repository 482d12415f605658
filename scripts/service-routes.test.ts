import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_ROUTES } from "../app/_server/service-routes";

const API_DIR = path.resolve("app/api");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name === "route.ts" ? [full] : [];
  });
}

describe("the lean front's route table", () => {
  it("lists every route file built with apiRoute or adminRoute, under its own path, and nothing else", () => {
    const expected = routeFiles(API_DIR)
      .filter((file) => /\b(apiRoute|adminRoute)\(/.test(fs.readFileSync(file, "utf8")))
      .map((file) => `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/")}`)
      .sort();
    expect(Object.keys(SERVICE_ROUTES).sort()).toEqual(expected);
  });

  it("maps each path to a module whose service methods carry the server-independent handler", () => {
    for (const [pattern, module] of Object.entries(SERVICE_ROUTES)) {
      const served = Object.entries(module).filter(([, handler]) => typeof (handler as { serve?: unknown }).serve === "function");
      expect(served.length, pattern).toBeGreaterThan(0);
    }
  });
});
