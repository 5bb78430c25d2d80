// A signed-in write is judged by its Origin against the one canonical origin, whatever host name the request arrived
// on: a page served on the canonical host posts from it even when the request reaches the app under another name.
import { PUT as updateUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { createSignedInUser } from "../support/factories";
import { apiRequest } from "../support/requests";
import { scopedEnvironment } from "../support/scoped-environment";

const NAMES = ["NODE_ENV", "SITE_URL", "VERCEL", "VERCEL_ENV", "VERCEL_URL", "VERCEL_BRANCH_URL", "PREVIEW_DATABASE_URL"];
const setEnvironment = scopedEnvironment(NAMES, ["NODE_ENV"]);

async function putBio(origin: string, host: string, bio: string) {
  const { user, token } = await createSignedInUser();
  const response = await updateUser(apiRequest("/api/user", { method: "PUT", cookie: token, body: { bio }, headers: { origin, host } }));
  const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
  return { status: response.status, bio: stored.bio };
}

test("production: a write from https://www.pickline.example arriving as pickline.example is accepted; one from the apex is not", async () => {
  setEnvironment({ NODE_ENV: "production", SITE_URL: "https://www.pickline.example", VERCEL: "1", VERCEL_ENV: "production" });
  expect(await putBio("https://www.pickline.example", "pickline.example", "from www")).toEqual({ status: 200, bio: "from www" });
  expect(await putBio("https://pickline.example", "pickline.example", "from the apex")).toEqual({ status: 403, bio: null });
});

test("preview: a write from its branch URL arriving under its deployment URL is accepted; one from production's SITE_URL is not", async () => {
  setEnvironment({
    VERCEL: "1",
    VERCEL_ENV: "preview",
    VERCEL_URL: "pickline-abc123-acme.vercel.app",
    VERCEL_BRANCH_URL: "pickline-git-feature-acme.vercel.app",
    SITE_URL: "https://www.pickline.example",
    PREVIEW_DATABASE_URL: process.env.DATABASE_URL!,
  });
  const branch = "https://pickline-git-feature-acme.vercel.app";
  expect(await putBio(branch, "pickline-abc123-acme.vercel.app", "from the preview")).toEqual({ status: 200, bio: "from the preview" });
  expect(await putBio("https://www.pickline.example", "pickline-abc123-acme.vercel.app", "from production")).toEqual({ status: 403, bio: null });
});
