// After saving a nickname the picker goes back to `next` on this site, never to another host, whatever it holds.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NicknameStep } from "@/components/auth/NicknameStep";

const replace = jest.fn();
// Leaving after a session or profile change is a full page load.
jest.mock("@/lib/client/load-page", () => ({ loadPage: (path: string) => replace(path) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }), usePathname: () => "/nickname" }));
jest.mock("@/lib/swr/use-shell-user", () => ({ refreshShellUser: jest.fn(async () => undefined) }));

const saved = { payload: { id: "u1", username: "ann", email: "ann@example.test" } };

beforeEach(() => {
  replace.mockReset();
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => saved }) as Response) as jest.Mock;
});

test.each(["/\t/evil.example", "/.//evil.example", "/\\/evil.example", "https://evil.example/", "/．／evil.example"])(
  "next=%j stays on this site",
  async (next) => {
    render(<NicknameStep next={next} />);
    await userEvent.type(screen.getByLabelText("Username"), "ann");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    const target = String(replace.mock.calls[0][0]);
    const url = new URL(target, window.location.origin);
    expect(url.origin).toBe(window.location.origin);
    expect(`${url.pathname}${url.search}${url.hash}`).toBe(target);
  },
);

test("an in-site page survives unchanged", async () => {
  render(<NicknameStep next="/football/nfl?x=1#y" />);
  await userEvent.type(screen.getByLabelText("Username"), "ann");
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/football/nfl?x=1#y"));
});
