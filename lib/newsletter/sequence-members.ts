import { sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { rows } from "@/lib/db/migrate";

// Who goes through a welcome sequence: an address joins when it confirms (in the confirmation's own
// transaction), each send run (deliver.ts) gives every member whose next e-mail has come due a delivery
// of it, which the run then mails like any issue's (the same claims, pauses, bounces, figures), and a
// member leaves once they have had them all or are off the list.
//
// Exactly once per reader and e-mail, whatever runs at once or restarts: the delivery row's key is
// (e-mail's issue, address), so a second queueing of it is a no-op; members are taken FOR UPDATE SKIP
// LOCKED, so two instances never queue one reader's next e-mail at once; and nothing is in memory between
// runs, so a server that was stopped for days finds every due e-mail in the tables when it starts (one a
// run per reader, each next one after its delay from the one before).

/**
 * The confirmation's statement, with the addresses it confirmed (`update … returning email, page_id`): each
 * joins its list's sequence if that is on or paused, its first e-mail's delay counting from now; one who left
 * and confirms again goes on with the e-mails they have not had. One statement, so a confirmation and its
 * joining are one (and no transaction holds a connection: porsager/postgres#1208). Returns how many it
 * confirmed.
 */
export async function confirmAndJoin(confirm: SQL): Promise<number> {
  const result = await db.execute(sql`
    with confirmed as (${confirm}), joined as (
      insert into newsletter_sequence_members (sequence_id, email)
      select q.id, c.email from confirmed c
      join newsletter_sequences q on q.page_id is not distinct from c.page_id and q.status <> 'off'
      on conflict (sequence_id, email) do update set joined_at = now(), last_mail_at = null, done_at = null
    )
    select count(*)::int as n from confirmed`);
  return rows<{ n: number }>(result)[0]?.n ?? 0;
}

/** Members looked at per statement: a run with more due goes on with the next ones. */
const SLICE = 500;

/** Whether the member is on the sequence's list now (active, or confirmed on the page) and not suppressed. */
const onList = sql`(case when q.page_id is null
    then exists (select 1 from newsletter_subscriptions n where n.email = m.email and n.status = 'active')
    else exists (select 1 from bio_subscribers b
      where b.page_id = q.page_id and b.email = m.email and b.status = 'confirmed') end)
  and not exists (select 1 from email_suppressions x where x.email = m.email)`;

/** The member's next e-mail: the first, in the sequence's order, they have no delivery of. */
const nextStep = sql`(select s.id, s.delay_days from newsletter_issues s
    where s.sequence_id = m.sequence_id
      and not exists (select 1 from newsletter_deliveries d where d.issue_id = s.id and d.email = m.email)
    order by s.position, s.created_at limit 1)`;

/**
 * Queues the e-mails that have come due at `now` for members of sequences that are on: one each, and
 * only once their previous one has left the queue. Returns how many were queued.
 */
export async function queueSequenceMails(now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const result = await db.execute(sql`
      with due as (
        select m.sequence_id, m.email, step.id as step_id
        from newsletter_sequence_members m
        join newsletter_sequences q on q.id = m.sequence_id and q.status = 'on'
        cross join lateral ${nextStep} step
        where m.done_at is null
          and coalesce(m.last_mail_at, m.joined_at) + step.delay_days * interval '1 day' <= ${now.toISOString()}::timestamptz
          and not exists (select 1 from newsletter_deliveries d join newsletter_issues s on s.id = d.issue_id
            where s.sequence_id = m.sequence_id and d.email = m.email and d.status in ('pending', 'sending'))
          and ${onList}
        limit ${SLICE}
        for update of m skip locked
      ), queued as (
        insert into newsletter_deliveries (issue_id, email)
        select step_id, email from due
        on conflict do nothing
      )
      update newsletter_sequence_members m set last_mail_at = ${now.toISOString()}::timestamptz
      from due where m.sequence_id = due.sequence_id and m.email = due.email
      returning 1 as one`);
    const n = rows(result).length;
    queued += n;
    if (n < SLICE) return queued;
  }
}

/**
 * Members who have had every e-mail, or are no longer on the list (unsubscribed, bounced, reported),
 * leave their sequence: nothing more is queued for them, and runs stop looking at them.
 */
export async function closeSequenceMembers(): Promise<void> {
  await db.execute(sql`
    update newsletter_sequence_members m set done_at = now()
    from newsletter_sequences q
    where q.id = m.sequence_id and m.done_at is null
      and (not exists ${nextStep} or not (${onList}))`);
}
