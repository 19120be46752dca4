// /view on a creator's domain: the page's own view beacon, with the domain's name as `slug`.
export { GET } from "../../view/route";
