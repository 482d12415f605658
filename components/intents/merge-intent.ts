/** An intent's status as any source shows it (a list row, the detail, the till's view, a live change). */
export type IntentVersion = { status: string; code: number; seq: number };

/**
 * The one rule for combining what the browser already shows of an intent (`known`) with what just
 * arrived (`incoming`: a refetch or a live change): sequence numbers decide. What arrived wins
 * unless what is shown is strictly newer, so a refetch that started before a live change and
 * answers after it never moves a status back. Either side may be missing (not loaded, 404).
 */
export function mergeIntent<T extends IntentVersion>(known: T, incoming: IntentVersion & Partial<T>): T;
export function mergeIntent<T extends IntentVersion>(known: T | null | undefined, incoming: T | null | undefined): T | null | undefined;
export function mergeIntent<T extends IntentVersion>(known: T | null | undefined, incoming: (IntentVersion & Partial<T>) | null | undefined) {
  if (!known) return incoming;
  if (!incoming || known.seq > incoming.seq) return known;
  return { ...known, ...incoming };
}
