import type { BioEvent } from "@/lib/biolinks/stats/event";
import { VIEW_BLOCK_ID } from "@/lib/biolinks/stats/event";

// A busy bio page's events for `npm run bench -- bio-stats`, in time order as the event log hands them to
// the store: 13 UTC months ending at `end`, the daily volume growing over the period with weekends and a
// few campaign days busier, the hours of a day peaking in the evening. Each visitor has one set of values
// for the day (a few countries, in-app browsers and sources bring most of them, a long tail the rest; an
// Instagram in-app browser mostly comes from instagram.com), views the page once, ~30 % of them again the
// same day; 45 % click one of the first half of the links (the top one most), 15 % one of the second half,
// and some click again. About 4 % carry no key (Sec-GPC, DNT). A split link's clicks carry a variant.
// Deterministic (a seeded generator): a seed cut short resumes with the same events.

export const DAYS = 396;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** mulberry32: small, fast and good enough for a bench's distributions. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks by weight: a cumulative table searched with one random number. */
function weighted<T>(entries: [T, number][]): (r: number) => T {
  const total = entries.reduce((n, [, w]) => n + w, 0);
  let sum = 0;
  const bounds = entries.map(([, w]) => (sum += w / total));
  return (r) => {
    let lo = 0;
    let hi = bounds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (r < bounds[mid]!) hi = mid;
      else lo = mid + 1;
    }
    return entries[lo]![0];
  };
}

const LONG_TAIL_COUNTRIES =
  "AR CL CO PE PT BE CH AT IE NO DK FI SE PL CZ RO HU GR TR UA IL AE SA EG NG KE ZA MA GH TZ PK BD LK NP VN TH MY SG KR TW HK JP NZ CN RU KZ UZ AZ GE AM RS HR SI SK BG LT LV EE IS LU MT CY DO PR JM TT CR PA GT HN SV NI VE EC BO PY UY CU QA KW BH OM JO LB IQ IR AF ET UG RW CM CI SN ZW ZM MZ AO NA BW MU".split(
    " ",
  );
const country = weighted<string>([
  ["US", 300],
  ["GB", 90],
  ["IN", 80],
  ["BR", 60],
  ["DE", 50],
  ["FR", 50],
  ["CA", 40],
  ["MX", 30],
  ["ES", 30],
  ["IT", 30],
  ["AU", 30],
  ["NL", 20],
  ["PH", 20],
  ["ID", 20],
  ["", 10],
  ...LONG_TAIL_COUNTRIES.map((c, i): [string, number] => [c, 140 / (i + 4)]),
]);
// Browser, system and device come together (an Instagram in-app browser on an iPhone).
const software = weighted<[string, string, string]>([
  [["Instagram", "iOS", "mobile"], 24],
  [["Safari", "iOS", "mobile"], 16],
  [["Chrome", "Android", "mobile"], 14],
  [["Instagram", "Android", "mobile"], 10],
  [["TikTok", "iOS", "mobile"], 6],
  [["TikTok", "Android", "mobile"], 4],
  [["Chrome", "Windows", "desktop"], 7],
  [["Safari", "macOS", "desktop"], 4],
  [["Chrome", "macOS", "desktop"], 3],
  [["Edge", "Windows", "desktop"], 2],
  [["Samsung Internet", "Android", "mobile"], 3],
  [["Safari", "iOS", "tablet"], 3],
  [["Facebook", "iOS", "mobile"], 3],
  [["Firefox", "Windows", "desktop"], 1],
  [["Other", "Linux", "desktop"], 0.5],
]);
const TAIL_HOSTS = Array.from({ length: 40 }, (_, i) => `blog${i + 1}.example`);
const referrer = weighted<string>([
  ["instagram.com", 350],
  ["", 250],
  ["tiktok.com", 150],
  ["youtube.com", 60],
  ["x.com", 40],
  ["facebook.com", 30],
  ["google.com", 30],
  ["reddit.com", 20],
  ["pinterest.com", 20],
  ...TAIL_HOSTS.map((h, i): [string, number] => [h, 50 / (i + 2)]),
]);
const campaign = weighted<[string, string, string]>([
  [["", "", ""], 700],
  [["instagram", "social", "spring-sale"], 60],
  [["instagram", "social", "launch"], 40],
  [["tiktok", "social", "launch"], 40],
  [["newsletter", "email", "weekly"], 50],
  [["newsletter", "email", "black-friday"], 30],
  [["youtube", "video", "tutorial"], 25],
  [["youtube", "video", "review"], 15],
  [["x", "social", "thread"], 15],
  [["facebook", "paid", "retargeting"], 10],
  [["google", "cpc", "brand"], 10],
  [["podcast", "audio", "sponsor"], 5],
]);
// Visits by hour of the day (UTC), low at night, highest in the evening.
const hour = weighted<number>(
  [
    1, 0.7, 0.5, 0.4, 0.4, 0.5, 0.8, 1.2, 1.6, 1.8, 1.9, 2, 2.1, 2.1, 2, 2, 2.1, 2.3, 2.6, 2.9, 3, 2.8, 2.2,
    1.5,
  ].map((w, h): [number, number] => [h, w]),
);

/** Events per UTC day, summing to `total`: growth, weekends, campaign days, noise. */
function dailyBudgets(total: number, first: number, end: number): number[] {
  const r = random(7);
  const weights = Array.from({ length: DAYS }, (_, i) => {
    const start = first + i * DAY;
    const weekday = new Date(start).getUTCDay();
    const spike = r() < 0.03 ? 2 + r() * 2 : 1;
    const length = Math.min(1, Math.max(0, (end - start) / DAY));
    return (
      (0.5 + i / DAYS) * (weekday === 0 || weekday === 6 ? 1.25 : 1) * spike * (0.85 + r() * 0.3) * length
    );
  });
  const sum = weights.reduce((n, w) => n + w, 0);
  const budgets = weights.map((w) => Math.floor((w / sum) * total));
  let left = total - budgets.reduce((n, b) => n + b, 0);
  for (let i = DAYS - 1; left > 0; i = (i - 1 + DAYS) % DAYS, left--) budgets[i]!++;
  return budgets;
}

export interface SeedPlan {
  pageId: string;
  linkIds: string[];
  /** The index of the split link (its clicks carry variant 0 or 1). */
  splitLink: number;
  total: number;
  /** The last event's time bound (exclusive). */
  end: number;
}

/** The events of the plan, in time order, `size` at a time. */
export function* eventBatches(plan: SeedPlan, size: number): Generator<BioEvent[]> {
  const first = Math.floor(plan.end / DAY) * DAY - (DAYS - 1) * DAY;
  const budgets = dailyBudgets(plan.total, first, plan.end);
  const r = random(42);
  const half = Math.ceil(plan.linkIds.length / 2);
  const pickLink = (from: number, count: number) => from + Math.floor(r() ** 2 * count);
  let batch: BioEvent[] = [];
  for (let day = 0; day < DAYS; day++) {
    const start = first + day * DAY;
    const stop = Math.min(start + DAY, plan.end);
    const events: BioEvent[] = [];
    while (events.length < budgets[day]!) {
      const keyless = r() < 0.04;
      // A visitor-day key: a positive 53-bit integer (a valid signed 64-bit key).
      const visitor = keyless ? "" : String(Math.floor(r() * 2 ** 21) * 2 ** 32 + Math.floor(r() * 2 ** 32));
      const [browser, os, device] = software(r());
      const fromApp = browser === "Instagram" ? "instagram.com" : browser === "TikTok" ? "tiktok.com" : null;
      const [utmSource, utmMedium, utmCampaign] = campaign(r());
      const values = {
        country: country(r()),
        device,
        browser,
        os,
        referrer: fromApp && r() < 0.8 ? fromApp : referrer(r()),
        utmSource,
        utmMedium,
        utmCampaign,
      };
      let time = start + hour(r()) * HOUR + Math.floor(r() * HOUR);
      if (time >= stop) time = start + Math.floor(r() * (stop - start));
      const visit = (at: number, blockId: string, variant: number | null) => {
        if (events.length < budgets[day]!)
          events.push({
            time: Math.min(at, stop - 1),
            pageId: plan.pageId,
            blockId,
            visitor,
            ...values,
            variant,
          });
      };
      const views = 1 + (r() < 0.3 ? (r() < 0.75 ? 1 : 2) : 0);
      for (let v = 0; v < views; v++) {
        const at = time + (v === 0 ? 0 : Math.floor(r() * 6 * HOUR));
        visit(at, VIEW_BLOCK_ID, null);
        if (v > 0) continue;
        for (const [from, count, share] of [
          [0, half, 0.45],
          [half, plan.linkIds.length - half, 0.15],
        ] as const) {
          if (count <= 0 || r() >= share) continue;
          const link = pickLink(from, count);
          const variant = link === plan.splitLink ? (r() < 0.5 ? 0 : 1) : null;
          const clicks = r() < 0.15 ? 2 : 1;
          for (let c = 0; c < clicks; c++)
            visit(at + 2000 + Math.floor(r() * 120_000) * (c + 1), plan.linkIds[link]!, variant);
        }
      }
    }
    events.sort((a, b) => a.time - b.time);
    for (const event of events) {
      batch.push(event);
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}
