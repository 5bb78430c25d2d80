// A championship final: one fixture with 1,000,000 pending picks settled once, in bounded batches (peak memory in the notes).
import type { BenchResult } from "./lib/types";
import { runSettlement } from "./settlement.bench";

export function run(): Promise<BenchResult> {
  return runSettlement({ name: "settlement-final", picks: 1_000_000, runs: 1, hotFloor: true });
}
