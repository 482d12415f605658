import { describe, expect, it } from "vitest";
import { checkBudget } from "./test-budget";

const phases = [
  { name: "unit", seconds: 120.4 },
  { name: "e2e main", seconds: 500 },
];
const files = [
  { file: "e2e/a.spec.ts", project: "pglite", tests: 3, wallMs: 40_000, cpuMs: 60_000 },
  { file: "e2e/b.spec.ts", project: "system", tests: 1, wallMs: 90_000, cpuMs: 100_000 },
  { file: "e2e/c.spec.ts", project: "postgres", tests: 9, wallMs: 1_000, cpuMs: 900 },
];

describe("checkBudget", () => {
  it("prints every phase's wall time and passes without a budget", () => {
    expect(checkBudget({ phases, totalSeconds: 700, budgetSeconds: null, files })).toEqual({ ok: true, lines: ["phases: unit 120 s, e2e main 500 s"] });
  });

  it("passes under the ceiling and says how much of it the run used", () => {
    const verdict = checkBudget({ phases, totalSeconds: 600, budgetSeconds: 900, files });
    expect(verdict.ok).toBe(true);
    expect(verdict.lines[1]).toBe("budget: 600 s of 900 s (67 %)");
  });

  it("fails over the ceiling, by how much, naming the slowest spec files first", () => {
    const verdict = checkBudget({ phases, totalSeconds: 1000, budgetSeconds: 900, files, top: 2 });
    expect(verdict.ok).toBe(false);
    expect(verdict.lines[1]).toBe("budget: 1000 s passes the ceiling of 900 s by 100 s; the slowest spec files (wall, estimated CPU):");
    expect(verdict.lines[2]).toContain("[system] e2e/b.spec.ts");
    expect(verdict.lines[2]).toContain("cpu   100 s");
    expect(verdict.lines[3]).toContain("[pglite] e2e/a.spec.ts");
    expect(verdict.lines).toHaveLength(5);
  });
});
