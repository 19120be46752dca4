// Work a graceful stop must finish before the process exits: counts not yet in the event log (lib/biolinks/stats/pipeline.ts)
// register their flush here, and `npm start`'s server (scripts/server.ts) runs them once it has stopped
// taking requests. One list per process (lib/process-registry.ts) because Next's bundles and the server's
// own imports are separate copies of this module in one process.

import type { Server } from "node:http";
import { processSingleton, registered } from "@/lib/process-registry";

type Task = () => Promise<void>;

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    shutdownTasks: Set<Task>;
  }
}

export function onShutdown(task: Task): void {
  processSingleton("shutdownTasks", () => new Set()).add(task);
}

/** Runs every registered task; a failing one does not stop the others. */
export async function runShutdownTasks(): Promise<void> {
  await Promise.allSettled([...(registered("shutdownTasks") ?? [])].map((task) => task()));
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
