import { processState } from "./process-state";

/**
 * Where this process is in its life, for readiness (GET /api/ready): `starting` until the database
 * is open, `migrating` while it applies migrations (or waits for another instance's), `ready`, and
 * `stopping` from the stop signal on (a load balancer takes it out while the requests under way
 * finish). Set by the composition root (lib/server, scripts/server.ts) and the database's opening.
 */
export type Phase = "starting" | "migrating" | "ready" | "stopping";

const state = () => processState("readiness", () => ({ phase: "starting" as Phase }));

export const readiness = {
  get phase(): Phase {
    return state().phase;
  },
  /** Moves to `phase`; nothing leaves `stopping`. */
  set(phase: Phase): void {
    const current = state();
    if (current.phase !== "stopping") current.phase = phase;
  },
};
