import "server-only";
import { statsStore } from "./store";

/**
 * Forgets deleted pages' events. The store is not the pages' database, so this runs after the deletion
 * committed; a failure is logged and the deletion stands (their events belong to no page, are shown to
 * nobody, and go with retention).
 */
export async function deletePageStatistics(pageIds: string[]): Promise<void> {
  if (pageIds.length === 0) return;
  try {
    await (await statsStore()).deletePages(pageIds);
  } catch (error) {
    console.error("[creatorkit] a deleted page's statistics could not be deleted:", (error as Error).message);
  }
}
