import type { Prisma } from "./generated/client";
import { transactionExecutor, type Executor } from "./statements";

/** What both the Prisma client and one of its interactive transactions are: domain code takes this. */
export type Db = Prisma.TransactionClient;

/**
 * The unit of work a domain operation runs in: the same operation runs unchanged inside or outside
 * a transaction. Outside, `exec` runs prepared statements on the driver (the hot paths) and `prisma`
 * is the client; inside, both are bound to the transaction, and `transaction` joins it instead of
 * opening another (on PGlite, with one connection, anything else would wait for itself).
 */
export type Store = {
  readonly prisma: Db;
  readonly exec: Executor;
  readonly inTransaction: boolean;
  transaction<T>(work: (store: Store) => Promise<T>): Promise<T>;
};

type Root = { prisma: Db & { $transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> }; exec: Executor };

function inside(tx: Prisma.TransactionClient): Store {
  const store: Store = {
    prisma: tx,
    exec: transactionExecutor(tx),
    inTransaction: true,
    transaction: (work) => work(store),
  };
  return store;
}

/** The store of a database handle (outside any transaction). */
export function createStore(root: Root): Store {
  return {
    prisma: root.prisma,
    exec: root.exec,
    inTransaction: false,
    transaction: (work) => root.prisma.$transaction((tx) => work(inside(tx))),
  };
}
