// Work a graceful stop must finish before the process exits: counts not yet in the event log (lib/biolinks/stats/pipeline.ts)
// register their flush here, and `npm start`'s server (scripts/server.ts) runs them once it has stopped
// taking requests. Kept on globalThis because Next's bundles and the server's own imports are separate
// copies of this module in one process.

import type { Server } from "node:http";

type Task = () => Promise<void>;
const holder = globalThis as { __creatorkitShutdown?: Set<Task> };

export function onShutdown(task: Task): void {
  (holder.__creatorkitShutdown ??= new Set()).add(task);
}

/** Runs every registered task; a failing one does not stop the others. */
export async function runShutdownTasks(): Promise<void> {
  await Promise.allSettled([...(holder.__creatorkitShutdown ?? [])].map((task) => task()));
}

/**
 * On SIGTERM or SIGINT: `server` takes no new requests, those under way finish, then the registered tasks
 * run and the process exits.
 */
export function stopGracefully(server: Server): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.close(() => void runShutdownTasks().finally(() => process.exit(0))));
  }
}
