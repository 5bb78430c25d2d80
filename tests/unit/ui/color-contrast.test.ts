// Team badge colours: the text colour chosen always reaches AA contrast; near-white badges get an outline.
import fc from "fast-check";
import { contrastRatio, needsOutline, readableTextColor } from "@/lib/ui/color-contrast";

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`);

describe("color contrast", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("picks white on dark team colours and black on light ones", () => {
    expect(readableTextColor("#002244")).toBe("#ffffff");
    expect(readableTextColor("#FFB612")).toBe("#000000");
    expect(readableTextColor("fff")).toBe("#000000");
  });

  it("always reaches at least 4.5:1 between badge and text", () => {
    fc.assert(fc.property(hexColor, (color) => contrastRatio(color, readableTextColor(color)) >= 4.5));
  });

  it("outlines badges that would vanish into a white page", () => {
    expect(needsOutline("#ffffff")).toBe(true);
    expect(needsOutline("#f4f4f4")).toBe(true);
    expect(needsOutline("#007a33")).toBe(false);
  });
});
