import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { rows } from "@/lib/db/migrate";
import { posts, postViewsDaily, postViewVisitors } from "@/lib/db/schema";
import { isLive } from "./status";

/**
 * Counts one view of a published post by a visitor on a day (YYYY-MM-DD), at most once per visitor, post
 * and day. One statement, so concurrent calls can neither double-count nor lose a view: the visitor row
 * is the guard, and the counter and the daily row move only when that insert happened.
 */
export async function recordView(postId: number, visitorHash: string, day: string): Promise<boolean> {
  const result = await db.execute(sql`
    with visitor as (
      insert into ${postViewVisitors} (post_id, visitor_hash, day)
      select ${postId}, ${visitorHash}, ${day}::date
      where exists (select 1 from ${posts} where ${posts.id} = ${postId} and ${isLive})
      on conflict do nothing
      returning post_id, day
    ), bumped as (
      update ${posts} set views = views + 1 where id in (select post_id from visitor) returning id
    ), daily as (
      insert into ${postViewsDaily} (post_id, day, views)
      select post_id, day, 1 from visitor
      on conflict (post_id, day) do update set views = ${postViewsDaily}.views + 1
      returning post_id
    )
    select (select count(*) from bumped)::int + (select count(*) from daily)::int as changed`);
  return (rows<{ changed: number }>(result)[0]?.changed ?? 0) > 0;
}

/** Today in UTC, the day a view counts for. */
export function viewDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
