import { connection, type Database } from "./client";

export { closeConnection, connection, openConnection, setConnection } from "./client";
export type { Connection, Database, Transaction } from "./client";

// Opened on first use, never at import: `next build` must not touch the database.
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const real = connection().db;
    const value = Reflect.get(real, property, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});
