// In a route group so it sits above the overview only: a loading boundary above subscribers/[slug] or
// stats/[slug] would send a 200 before their notFound() for someone else's page (PageLoading's note).
export { PageLoading as default } from "@/components/site/page-loading";
