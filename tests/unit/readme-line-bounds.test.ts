// The README states the price and point ranges the API enforces, in the words the code builds from its one table.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MAX_SCORE, POINT_RANGES_TEXT, PRICE_LIMITS } from "@/lib/domain/line-bounds";

const readme = readFileSync(join(__dirname, "../../README.md"), "utf8").replace(/\s+/g, " ");
const thousands = (n: number) => n.toLocaleString("en-US");

test("the README says every league's point ranges, the price limits and the score limit", () => {
  expect(readme).toContain(`(${POINT_RANGES_TEXT})`);
  expect(readme).toContain(`from -${thousands(PRICE_LIMITS.most)} to -${PRICE_LIMITS.least} or from +${PRICE_LIMITS.least} to +${thousands(PRICE_LIMITS.most)}`);
  expect(readme).toContain(`corrected score is from 0 to ${MAX_SCORE}`);
});
