// TeamBadge: a monogram in the team colour with readable text, in two sizes.
import { render, screen } from "@testing-library/react";
import { TeamBadge } from "@/components/ui/TeamBadge";
import { contrastRatio } from "@/lib/ui/color-contrast";

describe("TeamBadge", () => {
  it("draws the abbreviation on the team colour with text that contrasts at least 4.5:1", () => {
    render(<TeamBadge abbreviation="PIT" color="#FFB612" name="Pittsburgh Steelers" />);
    const badge = screen.getByRole("img", { name: "Pittsburgh Steelers" });
    expect(badge).toHaveAttribute("data-badge", "monogram");
    const fill = badge.querySelector("rect")!.getAttribute("fill")!;
    const text = badge.querySelector("text")!;
    expect(fill).toBe("#FFB612");
    expect(text).toHaveTextContent("PIT");
    expect(contrastRatio(fill, text.getAttribute("fill")!)).toBeGreaterThanOrEqual(4.5);
  });

  it("comes in small and normal sizes", () => {
    const { container, rerender } = render(<TeamBadge abbreviation="TOR" color="#00205B" size="small" />);
    expect(container.querySelector("svg")).toHaveAttribute("width", "24");
    rerender(<TeamBadge abbreviation="TOR" color="#00205B" />);
    expect(container.querySelector("svg")).toHaveAttribute("width", "40");
  });

  it("is hidden from screen readers when no name is given (the name is written next to it)", () => {
    const { container } = render(<TeamBadge abbreviation="NYY" color="#0C2340" />);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("falls back to a neutral colour for an unusable colour value", () => {
    const { container } = render(<TeamBadge abbreviation="NYK" color="not-a-colour" />);
    expect(container.querySelector("rect")).toHaveAttribute("fill", "#4b5563");
  });
});
