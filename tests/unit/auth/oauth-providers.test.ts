// Which providers are offered, and GitHub's address: the primary one from /user/emails with its verified flag, never
// the public profile's address (which GitHub does not verify).
import { enabledOAuthProviders, oauthProviders } from "@/lib/server/auth/oauth-providers";

const NAMES = ["AUTH_GOOGLE_ID", "AUTH_GOOGLE_SECRET", "AUTH_GITHUB_ID", "AUTH_GITHUB_SECRET"] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  jest.restoreAllMocks();
});

test("a provider is offered only with both its id and its secret", () => {
  for (const name of NAMES) delete process.env[name];
  expect(enabledOAuthProviders()).toEqual([]);
  process.env.AUTH_GITHUB_ID = "id";
  expect(enabledOAuthProviders()).toEqual([]);
  process.env.AUTH_GITHUB_SECRET = "secret";
  process.env.AUTH_GOOGLE_ID = "id";
  expect(enabledOAuthProviders()).toEqual(["github"]);
  process.env.AUTH_GOOGLE_SECRET = "secret";
  expect(enabledOAuthProviders()).toEqual(["google", "github"]);
});

describe("GitHub's address", () => {
  type Request = (context: { tokens: { access_token: string } }) => Promise<Record<string, unknown>>;
  function github() {
    process.env.AUTH_GITHUB_ID = "id";
    process.env.AUTH_GITHUB_SECRET = "secret";
    const provider = oauthProviders().find((p) => p.id === "github")!;
    return (provider.userinfo as { request: Request }).request;
  }
  function answers(emails: { email: string; primary: boolean; verified: boolean }[]) {
    return jest.spyOn(global, "fetch").mockImplementation(async (url) =>
      Response.json(String(url).endsWith("/emails") ? emails : { id: 7, login: "octo", email: "public@example.com" }),
    );
  }

  test("is the primary address, verified as GitHub says", async () => {
    answers([
      { email: "other@example.com", primary: false, verified: true },
      { email: "Main@Example.com", primary: true, verified: true },
    ]);
    expect(await github()({ tokens: { access_token: "t" } })).toMatchObject({ email: "Main@Example.com", email_verified: true });
  });

  test("an unverified primary address is passed on as unverified, and the public one is never used", async () => {
    answers([{ email: "main@example.com", primary: true, verified: false }]);
    expect(await github()({ tokens: { access_token: "t" } })).toMatchObject({ email: "main@example.com", email_verified: false });
  });
});
