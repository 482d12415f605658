import fs from "node:fs";
import path from "node:path";
import { freePort, spawnProcess, tempDataDir, waitForHealth, type AppProcess } from "./app-process";

/** Prism's CLI (the package's bin is not marked executable: run by node). */
const PRISM = path.resolve("node_modules/@stoplight/prism-cli/dist/index.js");

/** One entry of Prism's `sl-violations` header. */
export type Violation = { location: string[]; severity: "Error" | "Warning" | "Info" | "Hint"; code?: string | number; message: string };

/**
 * Stoplight Prism as a validating proxy in front of the API (`prism proxy`, the dev dependency), on
 * a free port, reading `document` from a file of its own. Prism matches a request's path against
 * the document's paths as they are written (`/payment/intent`): it does not read a server URL's
 * path (`/api`), so it listens at the API's root and forwards to `${api}/api`. It forwards every
 * request (`--errors=false`) and reports what it found wrong with the request and with the answer
 * in the `sl-violations` header. Its own log is off (`fatal`): the header says it all.
 */
export async function startPrismProxy(document: object, api: string): Promise<{ url: string; process: AppProcess; stop(): Promise<void> }> {
  const dir = tempDataDir();
  const file = path.join(dir, "openapi.json");
  fs.writeFileSync(file, JSON.stringify(document));
  const port = await freePort();
  const prism = spawnProcess(process.execPath, [PRISM, "proxy", file, `${api}/api`, "--errors=false", "-p", String(port), "-h", "127.0.0.1", "-v", process.env.PRISM_LOG ?? "fatal"], {}, port);
  const stop = async () => {
    await prism.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Prism reads and compiles the document first: 5-30 s on a busy two-core machine
    const health = await waitForHealth(prism, 120_000, "/health");
    if (health.status !== 200) throw new Error(`Prism answered /health ${health.status}:\n${prism.output()}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: prism.url, process: prism, stop };
}

/** The violations Prism reported on one answer (none when the header is absent). */
export function violationsOf(headers: Headers): Violation[] {
  const header = headers.get("sl-violations");
  return header ? (JSON.parse(header) as Violation[]) : [];
}
