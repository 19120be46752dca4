// /newsletter on a creator's domain: the page's archive, with the domain's name as `slug`, cached under it
// (its copy carries its twin's tag under the slug: lib/biolinks/domains/cache-tags.ts). Next reads a
// route's settings from its own file, so `revalidate` is stated here too.
export const revalidate = 60;

export { default, generateMetadata, generateStaticParams } from "../../newsletter/page";
