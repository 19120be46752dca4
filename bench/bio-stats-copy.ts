import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { DIMENSIONS, DIMENSION_NAMES } from "@/lib/biolinks/stats/dimensions";

// The PGlite half of `npm run bench -- bio-stats` reads the rows seeded in PostgreSQL rather than making
// them again: the same statistics on both, and minutes of PGlite's single-threaded seeding saved. A month
// at a time through COPY, each link's id replaced by the id of the PGlite page's link at the same position.

const TABLES = {
  bio_stats: [
    "page_id",
    "period",
    "dimension",
    "start",
    "block_id",
    ...DIMENSIONS.map((d) => DIMENSION_NAMES[d]),
    "hits",
    "visitors",
  ],
  bio_stat_pairs: [
    "page_id",
    "period",
    "start",
    "block_id",
    "first",
    "first_value",
    "second",
    "second_value",
    "hits",
    "visitors",
  ],
  bio_stat_triples: [
    "page_id",
    "start",
    "block_id",
    "first",
    "first_value",
    "second",
    "second_value",
    "third",
    "third_value",
    "hits",
    "visitors",
  ],
};

const csvField = (value: unknown) =>
  value instanceof Date ? value.toISOString() : `"${String(value).replace(/"/g, '""')}"`;

export async function copyStatistics(
  fromUrl: string,
  slug: string,
  target: { pglite: PGlite; pageId: string; linkIds: string[] },
): Promise<void> {
  const source = postgres(fromUrl, { max: 1, onnotice: () => {} });
  try {
    const [page] = await source<{ id: string }[]>`select id from bio_pages where slug = ${slug}`;
    if (!page) throw new Error(`seed PostgreSQL first: no page ${slug} there`);
    const links = await source<{ id: string }[]>`
      select id from bio_blocks where page_id = ${page.id} and type = 'link' order by position`;
    const map = new Map(links.map((link, i) => [link.id, target.linkIds[i]!]));
    const months = await source<{ month: Date }[]>`
      select distinct start as month from bio_stats where page_id = ${page.id} and period = 'm' order by 1`;
    for (const [table, columns] of Object.entries(TABLES)) {
      for (const { month } of months) {
        const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
        const rows = await source.unsafe(
          `select ${columns.join(", ")} from ${table} where page_id = $1 and start >= $2 and start < $3`,
          [page.id, month, next],
        );
        const csv = rows
          .map((r) =>
            columns
              .map((c) =>
                c === "page_id"
                  ? target.pageId
                  : c === "block_id"
                    ? (map.get(r[c] as string) ?? r[c])
                    : csvField(r[c]),
              )
              .join(","),
          )
          .join("\n");
        await target.pglite.query(
          `copy ${table} (${columns.join(", ")}) from '/dev/blob' with (format csv)`,
          [],
          {
            blob: new Blob([csv]),
          },
        );
      }
      await target.pglite.query(`analyze ${table}`);
    }
  } finally {
    await source.end();
  }
}
