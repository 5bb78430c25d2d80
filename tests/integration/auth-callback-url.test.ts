// Auth.js's callbackUrl goes through the product's one redirect rule: same site, normalized, else home.
import { GET } from "@/app/api/auth/[...nextauth]/route";
import { apiRequest, ORIGIN } from "../support/requests";

async function callbackUrlFor(callbackUrl: string): Promise<string | null> {
  const response = await GET(apiRequest(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`));
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!, ORIGIN).searchParams.get("callbackUrl");
}

test("hostile callback URLs become the home page", async () => {
  for (const hostile of ["/\t/evil.example", "/.//evil.example", "https://evil.example/x", "/\\/evil.example"]) {
    expect(await callbackUrlFor(hostile)).toBe(`${ORIGIN}/`);
  }
});

test("a page of this site is kept", async () => {
  expect(await callbackUrlFor("/football/nfl?x=1#y")).toBe(`${ORIGIN}/football/nfl?x=1#y`);
});
