// Whether an address the webhook's host resolved to is a public one: the server must never post into its own network.
import "server-only";
import net from "node:net";

/** Everything that is not the public internet: this machine, private and shared networks, link-local, multicast, reserved. */
const NOT_PUBLIC_V4: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

/**
 * IPv6 outside global unicast (2000::/3) is never public; inside it, the ranges that carry or translate another address
 * (NAT64, 6to4, Teredo) or are reserved for documentation and benchmarks are refused too, since they may lead back in.
 */
const NOT_PUBLIC_V6: [string, number][] = [
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
];

const blocked = new net.BlockList();
for (const [address, prefix] of NOT_PUBLIC_V4) blocked.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of NOT_PUBLIC_V6) blocked.addSubnet(address, prefix, "ipv6");
const globalUnicast = new net.BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

/** An IPv4 address written inside IPv6 (::ffff:a.b.c.d, ::ffff:7f00:1, ::a.b.c.d), as the IPv4 address it is. */
function embeddedV4(address: string): string | undefined {
  const match = /^::(?:ffff:(?:0:)?)?(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return undefined;
  if (match[1]) return match[1];
  const high = parseInt(match[2], 16);
  const low = parseInt(match[3], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedV4(address);
  if (v4) return isPublicAddress(v4);
  return globalUnicast.check(address, "ipv6") && !blocked.check(address, "ipv6");
}
