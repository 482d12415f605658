import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";

export type XmllintFile = { fileName: string; contents: string };
export type XmllintRun = { exitCode: number; stderr: string };

/**
 * The worker: xmllint-wasm's own Emscripten build of libxml2's xmllint, driven by hand. The library's
 * validateXML starts a worker and compiles the 0.8 MB WebAssembly module on every call (about 250 ms);
 * here one worker lives for the process and compiles it once, and each run only instantiates it
 * (each run still gets a fresh instance and file system: xmllint's main() runs once per instance).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const fs = require("node:fs");
const path = require("node:path");
const factory = require(path.join(workerData.dir, "xmllint-node.js"));
const compiled = new WebAssembly.Module(fs.readFileSync(path.join(workerData.dir, "xmllint.wasm")));
parentPort.on("message", async (job) => {
  if (!job || job.caja !== true) return;
  let stderr = "";
  let settled = false;
  const finish = (exitCode) => {
    if (settled) return;
    settled = true;
    parentPort.postMessage({ caja: true, id: job.id, exitCode, stderr });
  };
  try {
    await factory({
      inputFiles: job.files,
      arguments: job.args,
      print() {},
      printErr(line) { stderr += line + "\\n"; },
      onExit: finish,
      onAbort(reason) { stderr += "WASM abort: " + reason + "\\n"; finish(-1); },
      wasmMemory: new WebAssembly.Memory({ initial: job.initialPages, maximum: job.maxPages }),
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(compiled, imports).then((instance) => done(instance, compiled), (error) => { stderr += String(error) + "\\n"; finish(-2); });
        return {};
      },
    });
  } catch (error) {
    stderr += String(error) + "\\n";
  }
  finish(-3);
});
`;

type Pending = { resolve: (run: XmllintRun) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function start(): Worker {
  // Resolved from the app's root, as the SAT files are: a bundle of this module has no node_modules beside it.
  const dir = path.dirname(createRequire(path.join(process.cwd(), "package.json")).resolve("xmllint-wasm"));
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { dir } });
  // Keeps the process alive only while a run is in flight (an idle worker must not hold a CLI or a test run open).
  started.unref();
  started.on("message", (message: { caja?: boolean; id: number; exitCode: number; stderr: string }) => {
    if (message?.caja !== true) return;
    const job = pending.get(message.id);
    pending.delete(message.id);
    if (pending.size === 0) started.unref();
    job?.resolve({ exitCode: message.exitCode, stderr: message.stderr });
  });
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on("error", fail);
  started.on("exit", (code) => fail(new Error(`the xmllint worker stopped (exit code ${code})`)));
  return started;
}

/**
 * Runs xmllint with `args` over an in-memory file system holding `files`. The runs queue in the
 * one worker; a worker that dies fails the runs in flight and is started again by the next run.
 */
export function runXmllint(files: XmllintFile[], args: string[], memory = { initialPages: 256, maxPages: 8192 }): Promise<XmllintRun> {
  worker ??= start();
  const id = ++nextId;
  const running = worker;
  return new Promise<XmllintRun>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.ref();
    running.postMessage({ caja: true, id, files, args, ...memory });
  });
}

/** Stops the worker (tests; a process that ends does not need to). */
export async function stopXmllint(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await running.terminate();
}
