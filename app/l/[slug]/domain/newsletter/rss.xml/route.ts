// /newsletter/rss.xml on a creator's domain: the page's feed, with the domain's name as `slug`.
export const dynamic = "force-dynamic";

export { GET } from "../../../newsletter/rss.xml/route";
