import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site-url";

// Read at request time so the sitemap URL follows SITE_URL as the server runs, not as it was built.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      // Uploaded images stay reachable: social cards and image search fetch them.
      allow: ["/", "/api/uploads/"],
      disallow: ["/admin", "/api", "/dashboard", "/edit"],
    },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
