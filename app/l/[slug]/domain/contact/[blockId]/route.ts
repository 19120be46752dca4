// /contact/{id} on a creator's domain: the page's own contact card route, with the domain's name as `slug`.
export { GET } from "../../../contact/[blockId]/route";
