// A profile's tab pages have their own title and canonical URL, on the picker's name as stored (not as typed).
import { profileTabMetadata } from "@/components/picker/profile-tab-metadata";

jest.mock("@/components/picker/load-picker", () => ({ loadPicker: async () => ({ profile: { username: "Ann Lee" }, caller: null }) }));

beforeEach(() => {
  process.env.SITE_URL = "https://pickline.example/";
});
afterAll(() => {
  delete process.env.SITE_URL;
});

const params = Promise.resolve({ username: "ann%20lee" });

test("the followers tab is its own page", async () => {
  const metadata = await profileTabMetadata("followers", (name) => `${name}'s followers`)({ params });
  expect(metadata).toEqual({ title: "Ann Lee's followers", alternates: { canonical: "https://pickline.example/picker/Ann%20Lee/followers" } });
});

test("the picks tab is its own page", async () => {
  const metadata = await profileTabMetadata("picks", (name) => `${name}'s picks`)({ params });
  expect(metadata.alternates?.canonical).toBe("https://pickline.example/picker/Ann%20Lee/picks");
});
