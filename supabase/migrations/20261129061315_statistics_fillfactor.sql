-- Counter rows change in place all day (a day's pairs) or all month (a month's pairs and triples). With room
-- left on its page, PostgreSQL writes a row's new version beside the old one with no new index entries (a
-- HOT update) and prunes the old one as it goes. On full pages each update adds an entry to every index,
-- which only a vacuum clears, and PGlite runs none (10,000 events of one day: triples 10.1 MB against
-- 3.7 MB, pairs 2.7 MB against 0.8 MB). For pages written from now on; the months already summed do not change.
ALTER TABLE "bio_stat_pairs" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "bio_stat_triples" SET (fillfactor = 70);
