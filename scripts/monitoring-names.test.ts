import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { metrics } from "../lib/metrics/metrics";

/**
 * The Grafana dashboard and the alert rules in docs/monitoring are built on exactly the names
 * GET /metrics exposes: a renamed metric fails here, not on an operator's empty panel.
 */
const ROOT = path.resolve(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, "docs/monitoring", file), "utf8");

/** Every series name the registry exposes (a histogram's _bucket, _count and _sum). */
async function exposed(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const metric of await metrics().registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === "histogram") for (const suffix of ["_bucket", "_count", "_sum"]) names.add(metric.name + suffix);
  }
  return names;
}

const NAME = /\b((?:caja|process|nodejs)_[a-z0-9_]+)\b/g;

describe("the monitoring files in docs/ use the metrics' real names", () => {
  const dashboard = JSON.parse(read("grafana-dashboard.json")) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }> };
  const expressions = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
  const alerts = read("alerts.yml");

  it("every name in the Grafana dashboard's queries and in the alert rules is exposed", async () => {
    const names = await exposed();
    const used = new Set([...expressions.join("\n").matchAll(NAME), ...alerts.matchAll(NAME)].map((m) => m[1]!));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !names.has(name))).toEqual([]);
  });

  it("every caja_ metric has a panel", async () => {
    const names = [...(await exposed())].filter((name) => name.startsWith("caja_") && !/_(bucket|sum)$/.test(name));
    const queried = expressions.join("\n");
    const base = (name: string) => name.replace(/_count$/, "");
    expect(names.filter((name) => !queried.includes(base(name)))).toEqual([]);
  });

  it("the alert rules cover outbox age, delivery failures, sync lag and the 5xx rate", () => {
    for (const name of ["CajaOutboxBacklogOld", "CajaWebhookFailureRate", "CajaSyncLag", "CajaHigh5xxRate"]) expect(alerts).toContain(`alert: ${name}`);
  });
});
