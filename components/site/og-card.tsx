import { ImageResponse } from "next/og";

// The one look of every drawn Open Graph image. next/og's bundled font only: nothing is fetched.

export const OG_SIZE = { width: 1200, height: 630 };

export function ogCard({
  kicker,
  title,
  subtitle,
  facts,
  accent = "#4f46e5",
  avatar,
}: {
  kicker: string;
  title: string;
  subtitle?: string;
  facts: string[];
  accent?: string;
  /** A round picture beside the title: a data URL (nothing is fetched while drawing) or initials. */
  avatar?: { src: string | null; initials: string };
}): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #eef2ff 0%, #ffffff 60%)",
        borderLeft: `24px solid ${accent}`,
        color: "#0f172a",
      }}
    >
      <div style={{ display: "flex", fontSize: 32, color: "#4338ca", fontWeight: 700 }}>{kicker}</div>
      <div style={{ display: "flex", alignItems: "center", gap: 48 }}>
        {avatar ? (
          avatar.src ? (
            // eslint-disable-next-line @next/next/no-img-element -- next/og draws <img>, not next/image
            <img src={avatar.src} alt="" width={220} height={220} style={{ borderRadius: 110 }} />
          ) : (
            <div
              style={{
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
                width: 220,
                height: 220,
                borderRadius: 110,
                background: accent,
                color: "#ffffff",
                fontSize: 96,
                fontWeight: 800,
              }}
            >
              {avatar.initials}
            </div>
          )
        ) : null}
        <div style={{ display: "flex", flexDirection: "column", gap: 24, flex: 1 }}>
          <div
            style={{
              display: "flex",
              fontSize: title.length > 60 ? 56 : 72,
              fontWeight: 800,
              lineHeight: 1.1,
            }}
          >
            {title}
          </div>
          {subtitle ? (
            <div style={{ display: "flex", fontSize: 34, color: "#475569", lineHeight: 1.3 }}>{subtitle}</div>
          ) : null}
        </div>
      </div>
      <div style={{ display: "flex", gap: 24, fontSize: 28, color: "#475569" }}>
        {facts.map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </div>
    </div>,
    OG_SIZE,
  );
}
