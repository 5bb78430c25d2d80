// The read-only preview's banner: shown on every page of a preview without a database of its own, nowhere else.
import { render, screen } from "@testing-library/react";
import { PreviewBanner } from "@/components/shell/PreviewBanner";
import { scopedEnvironment } from "../../support/scoped-environment";

const NAMES = ["VERCEL_ENV", "VERCEL_URL", "PREVIEW_DATABASE_URL", "PREVIEW_READS_PRODUCTION"];
const setEnvironment = scopedEnvironment(NAMES);

test("a read-only preview says so, and why writes are refused", () => {
  setEnvironment({ VERCEL_ENV: "preview", VERCEL_URL: "pickline-abc123-acme.vercel.app", PREVIEW_READS_PRODUCTION: "true" });
  render(<PreviewBanner />);
  expect(screen.getByRole("status")).toHaveTextContent("Preview — read-only demo");
  expect(screen.getByRole("status")).toHaveTextContent(/nothing you do here is saved/i);
});

test("a preview with its own database, production and development show no banner", () => {
  const cases: Record<string, string>[] = [
    { VERCEL_ENV: "preview", VERCEL_URL: "pickline-abc123-acme.vercel.app", PREVIEW_DATABASE_URL: "postgresql://app@branch.example/pickline" },
    { VERCEL_ENV: "production" },
    {},
  ];
  for (const values of cases) {
    setEnvironment(values);
    const { container, unmount } = render(<PreviewBanner />);
    expect(container).toBeEmptyDOMElement();
    unmount();
  }
});
