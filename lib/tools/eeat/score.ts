import { GROUPS, type Group, type Signal, type Status } from "./signals";

// Scores are shown with their weights. Trust weighs most: Google's rater guidelines call it the most
// important member of E-E-A-T. Inside a group every signal counts the same.

export const GROUP_WEIGHTS: Record<Group, number> = {
  Experience: 20,
  Expertise: 25,
  Authoritativeness: 25,
  Trust: 30,
};

export const STATUS_POINTS: Record<Status, number> = { pass: 1, warn: 0.5, fail: 0 };

export interface GroupScore {
  group: Group;
  weight: number;
  score: number;
  signals: Signal[];
}

export function scoreSignals(signals: Signal[]): { overall: number; groups: GroupScore[] } {
  const groups = GROUPS.map((group) => {
    const own = signals.filter((s) => s.group === group);
    const points = own.reduce((sum, s) => sum + STATUS_POINTS[s.status], 0);
    return {
      group,
      weight: GROUP_WEIGHTS[group],
      score: own.length ? Math.round((points / own.length) * 100) : 0,
      signals: own,
    };
  });
  const overall = Math.round(groups.reduce((sum, g) => sum + (g.score * g.weight) / 100, 0));
  return { overall, groups };
}
