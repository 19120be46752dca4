// /go/{id} on a creator's domain: the page's own click route, with the domain's name as `slug`.
export { GET, POST } from "../../../go/[blockId]/route";
