/**
 * State that must exist once per process. Next.js bundles route handlers separately, so a
 * module-level variable could exist once per bundle: a revoked key forgotten by one route's cache
 * and remembered by another's. Keeping the state on globalThis makes it one per process.
 */
export function processState<T>(name: string, create: () => T): T {
  const holder = globalThis as unknown as Record<string, unknown>;
  const key = `__caja_${name}`;
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}
