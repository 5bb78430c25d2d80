// The admin report editor: live preview from the public renderer (URL rule and escaped HTML included), publish and unpublish calls.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReportEditor } from "@/components/admin/ReportEditor";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }), usePathname: () => "/" }));

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];

function respond(status: number, body: unknown) {
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    // jsdom has no Response: the editor only reads ok and json().
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  calls = [];
  refresh.mockClear();
});

function setup(props: Partial<Parameters<typeof ReportEditor>[0]> = {}) {
  render(<ReportEditor fixtureId={42} initialReport="" initiallyPublished={false} publicPath="/picks/daily/football/nfl/42" {...props} />);
  return { user: userEvent.setup(), textarea: screen.getByLabelText("Report (markdown)"), preview: screen.getByRole("region", { name: "Preview" }) };
}

test("the preview renders markdown as the public page does, as the admin types", async () => {
  const { user, textarea, preview } = setup();
  await user.type(textarea, "## Edge{Enter}{Enter}- one{Enter}- two{Enter}{Enter}");
  expect(within(preview).getByRole("heading", { level: 2, name: "Edge" })).toBeInTheDocument();
  // paste: user-event's type() reads "[" as a key descriptor.
  await user.paste("[bad](javascript:alert(1)) <script>x</script>");
  expect(within(preview).getByRole("heading", { level: 2, name: "Edge" })).toBeInTheDocument();
  expect(within(preview).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["one", "two"]);
  // dom-testing-library gives an empty href no link role; the element is still the anchor with its URL emptied.
  expect(within(preview).getByText("bad").tagName).toBe("A");
  expect(within(preview).getByText("bad")).toHaveAttribute("href", "");
  expect(preview.querySelector("script")).toBeNull();
  expect(preview).toHaveTextContent("<script>x</script>");
});

test("publishing sends the report and published: true, then shows the outcome and refreshes the page", async () => {
  respond(200, { payload: { fixtureId: 42, report: "Hi", reportPublishedAt: "2026-11-22T12:00:00.000Z" } });
  const { user, textarea } = setup();
  await user.type(textarea, "Hi");
  await user.click(screen.getByRole("button", { name: "Publish" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Published");
  expect(calls).toHaveLength(1);
  expect(calls[0].url).toBe("/api/admin/fixtures/42/report");
  expect(calls[0].init.method).toBe("PUT");
  expect(JSON.parse(String(calls[0].init.body))).toEqual({ report: "Hi", published: true });
  expect(refresh).toHaveBeenCalled();
  expect(screen.getByRole("link", { name: "view the public page" })).toHaveAttribute("href", "/picks/daily/football/nfl/42");
  expect(screen.getByRole("button", { name: "Unpublish" })).toBeInTheDocument();
});

test("unpublishing sends published: false; a refusal shows the API's message", async () => {
  respond(200, { payload: { fixtureId: 42, report: "Hi", reportPublishedAt: null } });
  const { user } = setup({ initialReport: "Hi", initiallyPublished: true });
  await user.click(screen.getByRole("button", { name: "Unpublish" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Unpublished");
  expect(JSON.parse(String(calls[0].init.body))).toEqual({ report: "Hi", published: false });

  respond(400, { error: { code: "VALIDATION_ERROR", message: "Some fields are not valid", issues: [{ path: "report", message: "Write the report before publishing it" }] } });
  await user.click(screen.getByRole("button", { name: "Publish" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Write the report before publishing it");
});
