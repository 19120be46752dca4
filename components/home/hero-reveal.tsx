"use client";

import { useEffect, useRef } from "react";
import { heroDelayMs, performanceTier } from "@/lib/home/device-performance";

/**
 * Slides the hero in after the delay SPEC gives for this device (400 ms in the CSS until the device is
 * known). Only the position moves, never the opacity, so the hero counts as painted at once (LCP), and
 * it reads the same without JavaScript. Reduced motion turns the animation off in globals.css.
 */
export function HeroReveal({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const nav = navigator as Navigator & { deviceMemory?: number };
    const tier = performanceTier({
      reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
      screenWidth: window.innerWidth,
      cores: nav.hardwareConcurrency || undefined,
      memoryGb: nav.deviceMemory,
    });
    ref.current?.style.setProperty("--hero-delay", `${heroDelayMs(tier)}ms`);
    ref.current?.setAttribute("data-performance", tier);
  }, []);
  return (
    <div ref={ref} className="hero-reveal">
      {children}
    </div>
  );
}
