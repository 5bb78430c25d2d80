// The "Add to Home Screen" steps appear on an iPhone or iPad in Safari, not once installed and not elsewhere.
import { render, screen } from "@testing-library/react";
import { HomeScreenGuide } from "@/components/preferences/HomeScreenGuide";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";

function device(userAgent: string, { touchPoints = 5, standalone = false } = {}) {
  jest.spyOn(window.navigator, "userAgent", "get").mockReturnValue(userAgent);
  Object.defineProperty(window.navigator, "maxTouchPoints", { value: touchPoints, configurable: true });
  window.matchMedia = ((query: string) => ({ matches: standalone && query === "(display-mode: standalone)" })) as unknown as typeof window.matchMedia;
}

afterEach(() => jest.restoreAllMocks());

const guide = () => screen.queryByText(/add Pickline to your Home Screen/);

test("on an iPhone in Safari the steps are offered, folded, with the Share button and Add to Home Screen named", () => {
  device(IPHONE);
  const { container } = render(<HomeScreenGuide />);
  expect(guide()).toBeInTheDocument();
  expect(container.querySelector("details")?.open).toBe(false);
  expect(container.textContent).toMatch(/Share.*Add to Home Screen/);
});

test("an iPad, which calls itself a Mac with a touch screen, gets them too; a Mac without touch does not", () => {
  device(IPAD);
  const { unmount } = render(<HomeScreenGuide />);
  expect(guide()).toBeInTheDocument();
  unmount();
  device(IPAD, { touchPoints: 0 });
  render(<HomeScreenGuide />);
  expect(guide()).not.toBeInTheDocument();
});

test("not shown once running from the Home Screen, nor on Android", () => {
  device(IPHONE, { standalone: true });
  const { unmount } = render(<HomeScreenGuide />);
  expect(guide()).not.toBeInTheDocument();
  unmount();
  device(ANDROID);
  render(<HomeScreenGuide />);
  expect(guide()).not.toBeInTheDocument();
});
