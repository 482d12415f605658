import type { Messages } from "./messages";

export type Namespace = keyof Messages;

/**
 * What client components on every page read: the frame (navigation, the live indicator, the
 * language switch, date fields) and the one formatting layer (statuses, reasons, errors, zone
 * names). Each page hands its client components these and its own area's namespaces only, not the
 * whole catalogue (lib/i18n/client-namespaces.test.ts checks every client component's namespaces
 * reach it).
 */
export const SHARED_NAMESPACES = ["common", "zones", "errors", "statuses", "reasons", "live", "nav"] as const satisfies readonly Namespace[];

/** The part of a catalogue that client components under a provider with these namespaces read. */
export function pickMessages(messages: Messages, namespaces: readonly Namespace[]): Partial<Messages> {
  const picked: Partial<Record<Namespace, unknown>> = {};
  for (const namespace of [...SHARED_NAMESPACES, ...namespaces]) picked[namespace] = messages[namespace];
  return picked as Partial<Messages>;
}
