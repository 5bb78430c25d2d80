// Every page of the product at 375 px, as a visitor and as a verified picker: nothing is wider than the screen.
import { expect, test, type Page } from "@playwright/test";
import { everyPageUrl, sample, signInAsSamplePicker } from "./every-page";

const WIDTH = 375;

/** The widest thing on the page once its client islands (the header's account area) have filled in. */
async function overflowAt(page: Page, url: string): Promise<{ url: string; scrollWidth: number; widest: string }> {
  await page.goto(url);
  await expect(page.getByTestId("header-account-pending")).toHaveCount(0);
  return page.evaluate((target) => {
    const widest = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} → ${Math.round(el.getBoundingClientRect().right)}`)
      .slice(0, 3)
      .join(", ");
    return { url: target, scrollWidth: document.documentElement.scrollWidth, widest };
  }, url);
}

for (const who of ["visitor", "verified picker"] as const) {
  test(`no page is wider than a ${WIDTH} px phone for a ${who}`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: WIDTH, height: 812 });
    const s = await sample();
    if (who === "verified picker") await signInAsSamplePicker(context, page, s);
    const urls = everyPageUrl(s);
    const wide = [];
    for (const url of urls) {
      const result = await overflowAt(page, url);
      if (result.scrollWidth > WIDTH) wide.push(result);
    }
    expect(wide).toEqual([]);
  });
}
