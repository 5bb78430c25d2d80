// ScrollList: the indicator shows while the last item is under 99% visible and goes once it is fully in view.
import { act, render, screen } from "@testing-library/react";
import { ScrollList, SCROLL_INDICATOR_THRESHOLD } from "@/components/shell/ScrollList";

type Callback = (entries: Array<{ intersectionRatio: number }>) => void;
let observed: { callback: Callback; options?: IntersectionObserverInit; target?: Element } | null = null;

beforeEach(() => {
  observed = null;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observed = { callback, options };
    }
    observe(target: Element) {
      observed!.target = target;
    }
    disconnect() {}
  };
});

describe("ScrollList", () => {
  it("watches the last item with threshold 0.99 and shows the indicator only while it is cut off", () => {
    render(
      <ScrollList label="Leagues">
        <li>NFL</li>
        <li>NBA</li>
        <li>MLB</li>
      </ScrollList>,
    );
    expect(SCROLL_INDICATOR_THRESHOLD).toBe(0.99);
    expect(observed?.options?.threshold).toBe(0.99);
    expect(observed?.target).toHaveTextContent("MLB");
    expect(screen.getByRole("list", { name: "Leagues" })).toBeInTheDocument();

    act(() => observed!.callback([{ intersectionRatio: 0.6 }]));
    expect(screen.getByTestId("scroll-indicator")).toBeInTheDocument();
    act(() => observed!.callback([{ intersectionRatio: 0.995 }]));
    expect(screen.queryByTestId("scroll-indicator")).not.toBeInTheDocument();
  });
});
