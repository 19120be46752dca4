import ipaddr from "ipaddr.js";

/**
 * True only for a globally routable unicast address. Loopback, private, link-local (169.254.169.254, the
 * cloud metadata address, among them), unique-local, CGNAT, multicast, reserved, documentation and
 * translation ranges are all refused; an IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(bare)) return false;
  let ip = ipaddr.parse(bare);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === "unicast";
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[|\]$/g, ""));
}
