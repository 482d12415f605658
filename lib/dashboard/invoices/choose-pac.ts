import type { PacAdapter } from "../../cfdi/pac/pac-adapter";
import { createSandboxPac, type SandboxLedger } from "../../cfdi/pac/sandbox-pac";
import { createSwPac } from "../../cfdi/pac/sw-pac";
import type { Prisma } from "../../db/generated/client";
import type { Store } from "../../db/store";
import type { Env } from "../../env";
import { processState } from "../../process-state";

/** The sandbox PAC's record in the database, so every instance answers the same status. */
function databaseLedger(store: Store): SandboxLedger {
  return {
    async get(uuid) {
      const row = await store.prisma.dashboardSandboxStamp.findUnique({ where: { uuid } });
      return row ? (row.record as unknown as Awaited<ReturnType<SandboxLedger["get"]>>) : null;
    },
    async put(uuid, record) {
      const json = record as unknown as Prisma.InputJsonValue;
      await store.prisma.dashboardSandboxStamp.upsert({ where: { uuid }, create: { uuid, record: json }, update: { record: json } });
    },
  };
}

/**
 * The PAC that stamps the shop's facturas (CFDI_PAC): the built-in sandbox (the default in sandbox
 * mode; its record in dashboard_sandbox_stamp), or SW Sapien's REST API (one adapter per process,
 * which keeps its session token). Null in live mode while none is configured: facturas are off.
 */
export function choosePac(store: Store, env: Pick<Env, "CFDI_PAC" | "CFDI_PAC_URL" | "CFDI_PAC_USER" | "CFDI_PAC_PASSWORD" | "CFDI_PAC_TOKEN" | "mode">): PacAdapter | null {
  const kind = env.CFDI_PAC ?? (env.mode === "sandbox" ? "sandbox" : null);
  if (kind === "sandbox") return createSandboxPac({ ledger: databaseLedger(store) });
  if (kind === "sw") {
    return processState("cfdiSwPac", () =>
      createSwPac({ url: env.CFDI_PAC_URL!, user: env.CFDI_PAC_USER, password: env.CFDI_PAC_PASSWORD, token: env.CFDI_PAC_TOKEN }),
    );
  }
  return null;
}
