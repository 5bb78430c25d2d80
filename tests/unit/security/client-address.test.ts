// The client address of per-client limits is one the client cannot choose: the platform's, or X-Forwarded-For from the right.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { clientAddress, proxySettings } from "@/lib/server/net/client-address";

const request = (headers: Record<string, string>) => new Request("http://localhost:3000/api/signup", { headers });
const selfHosted = (trustedProxyHops: number) => ({ onVercel: false, trustedProxyHops });

test("with no proxy, the right-most hop (the connection, appended by the server) wins over anything the client wrote", () => {
  expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4, 198.51.100.7" }), selfHosted(0))).toBe("198.51.100.7");
  expect(clientAddress(request({ "x-forwarded-for": "198.51.100.7" }), selfHosted(0))).toBe("198.51.100.7");
  // X-Real-IP is just another header a client can send.
  expect(clientAddress(request({ "x-forwarded-for": "198.51.100.7", "x-real-ip": "1.2.3.4" }), selfHosted(0))).toBe("198.51.100.7");
});

test("behind trusted proxies, the hop just left of them", () => {
  const headers = { "x-forwarded-for": "1.2.3.4, 203.0.113.5, 10.0.0.2, 10.0.0.1" };
  expect(clientAddress(request(headers), selfHosted(2))).toBe("203.0.113.5");
  expect(clientAddress(request(headers), selfHosted(1))).toBe("10.0.0.2");
  // A request that reached the app with fewer hops than proxies: the left-most, never past the list.
  expect(clientAddress(request({ "x-forwarded-for": "203.0.113.5" }), selfHosted(3))).toBe("203.0.113.5");
  expect(clientAddress(request({}), selfHosted(0))).toBe("unknown");
});

test("on Vercel, the platform's headers, never X-Forwarded-For", () => {
  const onVercel = { onVercel: true, trustedProxyHops: 0 };
  expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4", "x-vercel-forwarded-for": "198.51.100.9" }), onVercel)).toBe("198.51.100.9");
  expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "198.51.100.9" }), onVercel)).toBe("198.51.100.9");
  expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4" }), onVercel)).toBe("unknown");
});

test("TRUSTED_PROXY_HOPS defaults to 0 and refuses anything but a count", () => {
  const saved = { hops: process.env.TRUSTED_PROXY_HOPS, vercel: process.env.VERCEL };
  try {
    delete process.env.TRUSTED_PROXY_HOPS;
    delete process.env.VERCEL;
    expect(proxySettings()).toEqual({ onVercel: false, trustedProxyHops: 0 });
    process.env.TRUSTED_PROXY_HOPS = "2";
    process.env.VERCEL = "1";
    expect(proxySettings()).toEqual({ onVercel: true, trustedProxyHops: 2 });
    process.env.TRUSTED_PROXY_HOPS = "-1";
    expect(() => proxySettings()).toThrow(/TRUSTED_PROXY_HOPS/);
  } finally {
    for (const [name, value] of [["TRUSTED_PROXY_HOPS", saved.hops], ["VERCEL", saved.vercel]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
});

test("the server preload appends the connection's address to a forged X-Forwarded-For", async () => {
  // A plain node:http server with the preload `npm start` gives Next.js, echoing the header it received.
  const server = `require("node:http").createServer((q, s) => s.end(q.headers["x-forwarded-for"])).listen(0, "127.0.0.1", function () {
    const port = this.address().port;
    fetch("http://127.0.0.1:" + port, { headers: { "x-forwarded-for": "6.6.6.6" } }).then((r) => r.text()).then((t) => { console.log(t); process.exit(0); });
  });`;
  const preload = path.join(process.cwd(), "scripts", "lib", "forwarded-for.mjs");
  const child = spawn(process.execPath, ["--import", pathToFileURL(preload).href, "-e", server]);
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.on("exit", resolve));
  expect(out.trim()).toBe("6.6.6.6, 127.0.0.1");
});
