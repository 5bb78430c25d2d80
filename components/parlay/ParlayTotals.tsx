"use client";
// The parlay's combined US money line and what a stake of 100 would pay.
import { formatMoneyLine, type ParlayQuote } from "@/lib/domain/odds";
import styles from "./ParlayPanel.module.css";

export const PARLAY_STAKE = 100;

const money = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function ParlayTotals({ quote }: { quote: ParlayQuote }) {
  return (
    <dl className={styles.totals} data-testid="parlay-totals">
      <div>
        <dt>Total odds</dt>
        <dd data-testid="parlay-bet-total">{formatMoneyLine(quote.betTotal)}</dd>
      </div>
      <div>
        <dt>Stake</dt>
        <dd>{money(PARLAY_STAKE)}</dd>
      </div>
      <div>
        <dt>Payout</dt>
        <dd data-testid="parlay-payout">{money(quote.payout)}</dd>
      </div>
      <div>
        <dt>Profit</dt>
        <dd data-testid="parlay-profit">{money(quote.profit)}</dd>
      </div>
    </dl>
  );
}
