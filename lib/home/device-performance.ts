// SPEC §2 (Home): the hero animation waits 200 ms on low-performance devices and 400 ms otherwise.

export type PerformanceTier = "low" | "medium" | "high";

export interface DeviceSignals {
  reducedMotion: boolean;
  screenWidth: number;
  /** navigator.hardwareConcurrency; undefined when the browser does not tell. */
  cores?: number;
  /** navigator.deviceMemory in GB; undefined when the browser does not tell (Safari, Firefox). */
  memoryGb?: number;
}

/** Low: reduced motion, a screen under 768 px, 2 or fewer cores, or 2 GB or less. Medium: 4 or fewer. */
export function performanceTier({
  reducedMotion,
  screenWidth,
  cores,
  memoryGb,
}: DeviceSignals): PerformanceTier {
  if (reducedMotion || screenWidth < 768) return "low";
  if ((cores !== undefined && cores <= 2) || (memoryGb !== undefined && memoryGb <= 2)) return "low";
  if ((cores !== undefined && cores <= 4) || (memoryGb !== undefined && memoryGb <= 4)) return "medium";
  return "high";
}

export function heroDelayMs(tier: PerformanceTier): number {
  return tier === "low" ? 200 : 400;
}
