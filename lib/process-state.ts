/**
 * The process's state, in one place: everything that must exist once per process lives in one
 * object on globalThis, each under a name (docs/architecture.md, "Process state", lists every
 * name and why it is per process; a test keeps that list and the code equal).
 *
 * Why on globalThis: Next.js bundles route handlers, the instrumentation hook and the custom
 * server separately, so a module-level variable would exist once per bundle (a revoked key
 * forgotten by one route's cache and remembered by another's, two database handles on one
 * PGlite data directory). One object, built at first use, is the process context every bundle
 * shares.
 */
const context = (): Record<string, unknown> => {
  const holder = globalThis as unknown as { __caja?: Record<string, unknown> };
  return (holder.__caja ??= {});
};

export function processState<T>(name: string, create: () => T): T {
  const state = context();
  if (!(name in state)) state[name] = create();
  return state[name] as T;
}

/** Replaces (or with `undefined` forgets) the state under `name`: start-up, and the tests' installers. */
export function setProcessState<T>(name: string, value: T | undefined): void {
  const state = context();
  if (value === undefined) delete state[name];
  else state[name] = value;
}

/** The state under `name` if it exists, without creating it. */
export function peekProcessState<T>(name: string): T | undefined {
  return context()[name] as T | undefined;
}
