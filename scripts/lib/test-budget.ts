/**
 * The suite's time budget: the whole CI run (npm ci, lint, typecheck, build and every test phase)
 * against a ceiling, with what to look at when it passes it. Pure, so its rule is unit-tested;
 * scripts/test.ts feeds it the run's phases and the spec files' costs (.tmp/test-costs-*.json).
 */
export type PhaseTime = { name: string; seconds: number };
export type FileCost = { file: string; project: string; tests: number; wallMs: number; cpuMs: number };

export type BudgetVerdict = { ok: boolean; lines: string[] };

const seconds = (s: number) => `${Math.round(s)} s`;

/** The phases one line each, then the verdict; over budget, the slowest spec files by wall time with their estimated CPU. */
export function checkBudget(input: { phases: PhaseTime[]; totalSeconds: number; budgetSeconds: number | null; files: FileCost[]; top?: number }): BudgetVerdict {
  const lines = [`phases: ${input.phases.map((p) => `${p.name} ${seconds(p.seconds)}`).join(", ")}`];
  if (input.budgetSeconds === null) return { ok: true, lines };
  const ok = input.totalSeconds <= input.budgetSeconds;
  lines.push(
    ok
      ? `budget: ${seconds(input.totalSeconds)} of ${seconds(input.budgetSeconds)} (${Math.round((input.totalSeconds / input.budgetSeconds) * 100)} %)`
      : `budget: ${seconds(input.totalSeconds)} passes the ceiling of ${seconds(input.budgetSeconds)} by ${seconds(input.totalSeconds - input.budgetSeconds)}; the slowest spec files (wall, estimated CPU):`,
  );
  if (!ok) {
    const slowest = [...input.files].sort((a, b) => b.wallMs - a.wallMs).slice(0, input.top ?? 10);
    for (const file of slowest) lines.push(`  ${seconds(file.wallMs / 1000).padStart(7)}  cpu ${seconds(file.cpuMs / 1000).padStart(7)}  ${file.tests} tests  [${file.project}] ${file.file}`);
    lines.push("  (docs/testing.md: what each layer is for, and how to make a spec cheaper)");
  }
  return { ok, lines };
}
