// Calls share-image routes in a process of its own (node --conditions react-server --import tsx ... '<json>'): Next's
// ImageResponse loads its renderer with a dynamic import() that Jest's CommonJS runtime refuses, plain Node does not.
// Takes a JSON list of { kind, key, version, ifNoneMatch?, member? } and prints, for each, status, headers, size, first
// bytes, the SHA-256 of every byte (two drawings compared) and the network URLs the drawing tried to fetch (none may be: a share image draws offline, and every such fetch
// here fails as it would offline; the renderer's own data: URLs load as usual).
import { createHash } from "node:crypto";
import { GET as parlayImage } from "@/app/(site)/parlay/[id]/image/[version]/route";
import { GET as pickImage } from "@/app/(site)/pick/[id]/image/[version]/route";
import { GET as profileImage } from "@/app/(app)/picker/[username]/image/[version]/route";
import { cardWeekImage } from "@/app/api/pools/[poolId]/card/image/card-week-image";

/**
 * A card pool's week image ("card"): key is the pool's id, version its week's Monday, member the caller's user id (the
 * API route around it, whose auth wrapper does not load in this process, is tested in Jest).
 */
export type ImageAsk = { kind: "pick" | "parlay" | "picker" | "card"; key: string; version: string; ifNoneMatch?: string; member?: string };

const fetched: string[] = [];
const localFetch = globalThis.fetch;
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith("data:")) return localFetch(input, init);
  fetched.push(url);
  throw new TypeError("fetch failed: no network while drawing a share image");
};

async function drawOne({ kind, key, version, ifNoneMatch, member }: ImageAsk) {
  fetched.length = 0;
  const request = new Request(`http://localhost:3000/${kind}/${key}/image/${version}`, { headers: ifNoneMatch ? { "if-none-match": ifNoneMatch } : {} });
  const byId = { params: Promise.resolve({ id: key, version }) };
  const response =
    kind === "card" ? await cardWeekImage(request, { id: member!, username: null, verified: true, role: "USER" }, key, version)
    : kind === "pick" ? await pickImage(request, byId)
    : kind === "parlay" ? await parlayImage(request, byId)
    : await profileImage(request, { params: Promise.resolve({ username: key, version }) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = Object.fromEntries(["content-type", "cache-control", "etag"].map((name) => [name, response.headers.get(name)]));
  return { status: response.status, headers, length: bytes.length, head: Array.from(bytes.slice(0, 4)), sha256: createHash("sha256").update(bytes).digest("hex"), fetched: [...fetched] };
}

async function main() {
  const asks = JSON.parse(process.argv[2]) as ImageAsk[];
  const drawn = [];
  for (const ask of asks) drawn.push(await drawOne(ask));
  process.stdout.write(JSON.stringify(drawn));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
