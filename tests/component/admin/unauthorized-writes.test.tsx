// Admin and profile writes that once called fetch raw: a signed-out answer opens the login panel like every other write.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReportEditor } from "@/components/admin/ReportEditor";
import { ResultCorrection } from "@/components/admin/ResultCorrection";
import { LoginPanelProvider } from "@/components/auth/LoginPanelProvider";
import { AvatarUpload } from "@/components/picker/AvatarUpload";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => "/admin" }));

const unauthorized = { error: { code: "UNAUTHORIZED", message: "This action is not authorized" } };

beforeEach(() => {
  // jsdom has no Response: the client only reads ok, status and json().
  global.fetch = jest.fn(async () => ({ ok: false, status: 401, json: async () => unauthorized }) as Response) as typeof fetch;
});

test("publishing a report while signed out opens the login panel and adds no message of its own", async () => {
  render(
    <LoginPanelProvider>
      <ReportEditor fixtureId={42} initialReport="Hi" initiallyPublished={false} publicPath="/picks/daily/football/nfl/42" />
    </LoginPanelProvider>,
  );
  await userEvent.setup().click(screen.getByRole("button", { name: "Publish" }));
  expect(await screen.findByRole("dialog", { name: "Login to continue" })).toBeInTheDocument();
  expect(screen.getByText("Not published")).toBeInTheDocument();
  expect(screen.queryByText("This action is not authorized")).not.toBeInTheDocument();
});

test("correcting a result while signed out opens the login panel", async () => {
  render(
    <LoginPanelProvider>
      <ResultCorrection fixtureId={7} home="Home" away="Away" homeScore={1} awayScore={2} />
    </LoginPanelProvider>,
  );
  await userEvent.setup().click(screen.getByRole("button", { name: "Correct result" }));
  expect(await screen.findByRole("dialog", { name: "Login to continue" })).toBeInTheDocument();
});

test("uploading a picture while signed out sends multipart form data and opens the login panel", async () => {
  render(
    <LoginPanelProvider>
      <AvatarUpload picture={null} name="ann" />
    </LoginPanelProvider>,
  );
  const file = new File(["png"], "me.png", { type: "image/png" });
  await userEvent.setup().upload(screen.getByLabelText("Change picture"), file);
  expect(await screen.findByRole("dialog", { name: "Login to continue" })).toBeInTheDocument();
  const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
  expect(url).toBe("/api/user/upload/profile-picture");
  expect(init.body).toBeInstanceOf(FormData);
  expect((init.body as FormData).get("picture")).toBe(file);
  expect(new Headers(init.headers).get("content-type")).toBeNull();
});
