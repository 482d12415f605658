import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMemoryDatabase, type MemoryDatabase } from "../testing/memory-database";
import { sql, statement } from "./statements";
import { StoreMisuseError, type Store } from "./store";

/** A step that must finish; a hang (the single connection waiting for itself) fails in 5 s. */
const within = <T,>(work: Promise<T>, ms = 5_000) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms: deadlocked`)), ms).unref())]);

const COUNT_MERCHANTS = statement<{ n: number }>("store_test_count_merchants", "SELECT count(*)::int AS n FROM merchant WHERE name = $1");

/** A domain function as they are written: one Store, inside or outside a transaction alike. */
async function renameAndCount(store: Store, id: string, name: string): Promise<number> {
  await store.sql(sql("UPDATE merchant SET name = $2 WHERE id = $1"), [id, name]);
  await store.prisma.merchant.findUniqueOrThrow({ where: { id } });
  return (await store.sql(COUNT_MERCHANTS, [name]))[0]!.n;
}

describe("Store on PGlite's single connection", () => {
  let memory: MemoryDatabase;
  beforeAll(async () => {
    memory = await openMemoryDatabase();
  });
  afterAll(() => memory.close());

  it("runs SQL, model calls and NOTIFY inside a transaction through the store it hands out (this deadlocked with the driver's query inside a Prisma transaction)", async () => {
    const { store } = memory.db;
    const heard: string[] = [];
    const stop = await store.listen("store_test", (payload) => heard.push(payload));
    const n = await within(
      store.transaction(async (tx) => {
        await tx.notify("store_test", "committed");
        return renameAndCount(tx, memory.merchant.id, "Tienda en transacción");
      }),
    );
    expect(n).toBe(1);
    await expect.poll(() => heard).toEqual(["committed"]);
    await stop();
  });

  it("runs the same domain function outside a transaction unchanged", async () => {
    expect(await within(renameAndCount(memory.db.store, memory.merchant.id, "Tienda fuera"))).toBe(1);
  });

  it("refuses the outer store inside its open transaction at once instead of hanging, and rolls the transaction back", async () => {
    const { store } = memory.db;
    const attempt = store.transaction(async (tx) => {
      await tx.sql(sql("UPDATE merchant SET name = $2 WHERE id = $1"), [memory.merchant.id, "Nunca"]);
      return store.sql(COUNT_MERCHANTS, ["Nunca"]); // the mistake: the outer store
    });
    await expect(within(attempt)).rejects.toBeInstanceOf(StoreMisuseError);
    expect((await store.sql(COUNT_MERCHANTS, ["Nunca"]))[0]!.n).toBe(0);
  });

  it("lets work started inside a transaction use the outer store once the transaction has ended", async () => {
    const { store } = memory.db;
    let later!: Promise<number>;
    await store.transaction(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 10)).then(async () => (await store.sql(COUNT_MERCHANTS, ["Tienda fuera"]))[0]!.n);
    });
    expect(await within(later)).toBe(1);
  });

  it("joins the open transaction when a function in it opens another", async () => {
    const { store } = memory.db;
    await expect(
      within(
        store.transaction(async (tx) => {
          await tx.sql(sql("UPDATE merchant SET name = $2 WHERE id = $1"), [memory.merchant.id, "Anidada"]);
          return tx.transaction(async (inner) => (await inner.sql(COUNT_MERCHANTS, ["Anidada"]))[0]!.n);
        }),
      ),
    ).resolves.toBe(1);
  });
});
