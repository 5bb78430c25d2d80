// Toasts: levels and icons, removal after 5000 ms or the given timeout, and the screen-reader live region.
import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { ToastProvider } from "@/components/ui/toast/ToastProvider";
import { useToast } from "@/components/ui/toast/use-toast";
import type { ToastApi } from "@/lib/ui/toast-types";

let api: ToastApi;
const keep = (value: ToastApi) => {
  api = value;
};

function Capture({ onReady }: { onReady: (value: ToastApi) => void }) {
  const toast = useToast();
  useEffect(() => onReady(toast), [toast, onReady]);
  return null;
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Capture onReady={keep} />
    </ToastProvider>,
  );
}

/** The toast still shows just before `ms` from now on the clock, and is gone at `ms`. */
function expectShownFor(text: string, ms: number) {
  act(() => jest.advanceTimersByTime(ms - 1));
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("toasts", () => {
  it("shows a SUCCESS toast with a check icon and an ERROR or WARNING toast with an error icon", () => {
    renderToasts();
    act(() => {
      api.success("Parlay successfully created!");
      api.error("An error has occured");
      api.warning("Odds changed");
    });
    const success = screen.getByText("Parlay successfully created!").closest("[data-level]")!;
    expect(success).toHaveAttribute("data-level", "SUCCESS");
    expect(success.querySelector('[data-icon="check"]')).not.toBeNull();
    const error = screen.getByRole("alert");
    expect(error).toHaveTextContent("An error has occured");
    expect(error.querySelector('[data-icon="error"]')).not.toBeNull();
    const warning = screen.getByText("Odds changed").closest("[data-level]")!;
    expect(warning.querySelector('[data-icon="error"]')).not.toBeNull();
  });

  it("keeps each toast a plain list item, its status or alert role inside it (a list item with another role is no list item)", () => {
    renderToasts();
    act(() => {
      api.success("Saved");
      api.error("Refused");
    });
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    for (const item of items) expect(item.querySelector('[role="status"], [role="alert"]')).not.toBeNull();
    expect(screen.getByRole("status").closest("li")).not.toBeNull();
    expect(screen.getByRole("alert").closest("li")).not.toBeNull();
  });

  it("removes a toast after 5000 ms and not before", () => {
    renderToasts();
    act(() => void api.show("This action is not authorized", { level: "ERROR" }));
    expectShownFor("This action is not authorized", 5000);
  });

  it("uses the timeout it is given instead", () => {
    renderToasts();
    act(() => {
      api.show("short", { level: "WARNING", timeout: 1000 });
      api.show("long", { level: "SUCCESS", timeout: 8000 });
    });
    expectShownFor("short", 1000);
    expectShownFor("long", 7000);
  });

  it("announces toasts through a live region that exists before the first one", () => {
    renderToasts();
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    act(() => void api.success("Saved"));
    expect(region).toHaveTextContent("Saved");
  });

  it("can be dismissed early", () => {
    renderToasts();
    act(() => void api.error("Oops"));
    act(() => screen.getByRole("button", { name: "Dismiss message" }).click());
    expect(screen.queryByText("Oops")).not.toBeInTheDocument();
  });

  it("refuses to work without the provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Capture onReady={keep} />)).toThrow(/ToastProvider/);
  });
});
