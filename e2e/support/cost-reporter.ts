import fs from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * What each spec file costs: its tests' wall time, and an estimate of the machine's CPU spent while
 * they ran. Every half second the machine's busy CPU time (/proc/stat, all processes: the servers,
 * Chromium, PostgreSQL and the runner) is shared among the tests running at that moment, equally.
 * Two workers side by side make that an estimate, not an account; it names what is dear. Written
 * to .tmp/test-costs-<phase>.json and read by scripts/test.ts for the run's summary.
 */
type Cost = { file: string; project: string; tests: number; wallMs: number; cpuMs: number };
type TestCost = { title: string; file: string; project: string; wallMs: number; cpuMs: number };

function busyMs(): number {
  try {
    const cpu = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait (USER_HZ = 100)
    const busy = cpu.reduce((sum, n, i) => (i === 3 || i === 4 ? sum : sum + n), 0);
    return busy * 10;
  } catch {
    return 0;
  }
}

export default class CostReporter implements Reporter {
  private readonly running = new Map<TestCase, TestCost>();
  private readonly done: TestCost[] = [];
  private last = busyMs();
  private timer: NodeJS.Timeout | undefined;

  onBegin() {
    this.timer = setInterval(() => this.sample(), 500);
    this.timer.unref();
  }

  private sample() {
    const now = busyMs();
    const spent = now - this.last;
    this.last = now;
    if (this.running.size === 0) return;
    for (const cost of this.running.values()) cost.cpuMs += spent / this.running.size;
  }

  onTestBegin(test: TestCase) {
    this.sample();
    const file = path.relative(process.cwd(), test.location.file);
    this.running.set(test, { title: test.title, file, project: test.parent.project()?.name ?? "", wallMs: 0, cpuMs: 0 });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.sample();
    const cost = this.running.get(test);
    if (!cost) return;
    this.running.delete(test);
    cost.wallMs = result.duration;
    this.done.push(cost);
  }

  onEnd(result: FullResult) {
    clearInterval(this.timer);
    const files = new Map<string, Cost>();
    for (const test of this.done) {
      const key = `${test.project} ${test.file}`;
      const file = files.get(key) ?? { file: test.file, project: test.project, tests: 0, wallMs: 0, cpuMs: 0 };
      file.tests++;
      file.wallMs += test.wallMs;
      file.cpuMs += test.cpuMs;
      files.set(key, file);
    }
    const round = <T extends { wallMs: number; cpuMs: number }>(c: T) => ({ ...c, wallMs: Math.round(c.wallMs), cpuMs: Math.round(c.cpuMs) });
    const phase = process.env.E2E_PHASE === "load" ? "load" : "main";
    const out = path.resolve(".tmp", `test-costs-${phase}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          phase,
          status: result.status,
          wallMs: Math.round(result.duration),
          files: [...files.values()].map(round).sort((a, b) => b.wallMs - a.wallMs),
          tests: this.done.map(round).sort((a, b) => b.wallMs - a.wallMs),
        },
        null,
        1,
      ),
    );
  }

  printsToStdio() {
    return false;
  }
}
