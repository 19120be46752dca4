import { Analytics } from "@/components/site/analytics";
import { Footer } from "@/components/site/footer";
import { Navbar } from "@/components/site/navbar";
import { ScrollToTop } from "@/components/site/scroll-to-top";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Navbar />
      <div id="content" className="flex-1">
        {children}
      </div>
      <Footer />
      <Analytics />
    </div>
  );
}
