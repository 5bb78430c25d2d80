// The addresses a webhook host may resolve to: public ones only, in every spelling of IPv4 and IPv6.
import { isPublicAddress } from "@/lib/server/chat/public-address";
import { resolvePublicAddress } from "@/lib/server/chat/post-to-hook";

test.each(["162.159.135.232", "8.8.8.8", "2606:4700::6810:84e5", "2a00:1450:4001:82b::200e"])("%s is public", (address) => {
  expect(isPublicAddress(address)).toBe(true);
});

test.each([
  ["loopback", "127.0.0.1"],
  ["loopback, elsewhere in 127/8", "127.1.2.3"],
  ["this network", "0.0.0.0"],
  ["private 10/8", "10.0.0.1"],
  ["private 172.16/12", "172.31.255.255"],
  ["private 192.168/16", "192.168.1.1"],
  ["shared address space", "100.64.0.1"],
  ["link-local (cloud metadata)", "169.254.169.254"],
  ["benchmarking", "198.18.0.1"],
  ["documentation", "203.0.113.9"],
  ["multicast", "224.0.0.1"],
  ["reserved", "240.0.0.1"],
  ["broadcast", "255.255.255.255"],
  ["IPv6 loopback", "::1"],
  ["IPv6 unspecified", "::"],
  ["IPv6 unique local", "fd00::1"],
  ["IPv6 link-local", "fe80::1"],
  ["IPv6 multicast", "ff02::1"],
  ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
  ["IPv4-mapped loopback in hex", "::ffff:7f00:1"],
  ["IPv4-mapped metadata", "::ffff:169.254.169.254"],
  ["IPv4-compatible private", "::10.0.0.1"],
  ["NAT64 of a private address", "64:ff9b::a00:1"],
  ["6to4", "2002:7f00:1::1"],
  ["Teredo", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
  ["IPv6 documentation", "2001:db8::1"],
  ["a decimal number", "2130706433"],
  ["a hex number", "0x7f000001"],
  ["octal dotted", "0177.0.0.1"],
  ["a name", "localhost"],
  ["empty", ""],
])("%s (%s) is not public", (_name, address) => {
  expect(isPublicAddress(address)).toBe(false);
});

type Found = { address: string; family: number }[];
const lookupOf = (found: Found | Error) =>
  (async () => {
    if (found instanceof Error) throw found;
    return found;
  }) as unknown as typeof import("node:dns/promises").lookup;

test("a host whose addresses are all public resolves to its first", async () => {
  await expect(resolvePublicAddress("discord.com", lookupOf([{ address: "162.159.135.232", family: 4 }, { address: "2606:4700::6810:84e5", family: 6 }]))).resolves.toEqual({
    address: "162.159.135.232",
    family: 4,
  });
});

test("one private address among public ones refuses the host (a rebinding answer cannot slip in)", async () => {
  await expect(resolvePublicAddress("discord.com", lookupOf([{ address: "162.159.135.232", family: 4 }, { address: "127.0.0.1", family: 4 }]))).rejects.toThrow(/127\.0\.0\.1, which is not a public address/);
  await expect(resolvePublicAddress("discord.com", lookupOf([{ address: "::ffff:10.0.0.5", family: 6 }]))).rejects.toThrow(/not a public address/);
});

test("a host that does not resolve is refused", async () => {
  await expect(resolvePublicAddress("discord.com", lookupOf(new Error("ENOTFOUND")))).rejects.toThrow(/did not resolve/);
  await expect(resolvePublicAddress("discord.com", lookupOf([]))).rejects.toThrow(/did not resolve/);
});
