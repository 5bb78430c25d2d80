// The back button: one step back in history, or to a given path, by a flag.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BackButton } from "@/components/shell/BackButton";

const router = { back: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

beforeEach(() => {
  router.back.mockReset();
  router.push.mockReset();
  window.history.pushState({}, "", "/previous");
  window.history.pushState({}, "", "/current");
});

describe("BackButton", () => {
  it("goes one step back in history when the flag is set", async () => {
    render(<BackButton historyBack href="/football/nfl" />);
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(router.back).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("goes to the given path when the flag is not set", async () => {
    render(<BackButton historyBack={false} href="/hockey/nhl" label="Back to NHL" />);
    await userEvent.click(screen.getByRole("button", { name: "Back to NHL" }));
    expect(router.push).toHaveBeenCalledWith("/hockey/nhl");
    expect(router.back).not.toHaveBeenCalled();
  });
});
