"use client";
// The legs of the parlay being built: the game, the chosen side (with its point in a spread or total), its price and a
// remove control.
import { GameTime } from "@/components/fixtures/GameTime";
import type { BuilderLeg } from "@/lib/domain/parlay-builder";
import { selectionName } from "@/lib/domain/markets";
import { formatMoneyLine } from "@/lib/domain/odds";
import styles from "./ParlayPanel.module.css";

const SIDE_LABEL = { HOME: "Home", AWAY: "Away", OVER: "Total", UNDER: "Total" } as const;

export function ParlayLegs({ legs, onRemove }: { legs: BuilderLeg[]; onRemove: (fixtureId: number) => void }) {
  return (
    <ol className={styles.legs} aria-label="Picks in this parlay">
      {legs.map((leg) => {
        const picked = selectionName(leg, { home: leg.home.name, away: leg.away.name });
        return (
          <li key={leg.fixtureId} className={styles.leg} data-testid="parlay-leg">
            <div className={styles.legText}>
              <span className={styles.legPick}>
                {picked} <span className={styles.legSide}>({SIDE_LABEL[leg.side]})</span>
              </span>
              <span className={styles.legGame}>
                {leg.away.abbreviation} @ {leg.home.abbreviation} · <GameTime iso={leg.startsAt} />
              </span>
            </div>
            <span className={styles.legLine} data-testid="parlay-leg-line">
              {leg.previousMoneyLine !== undefined && (
                <del className={styles.oldLine}>
                  <span className="visually-hidden">was </span>
                  {formatMoneyLine(leg.previousMoneyLine)}
                  <span className="visually-hidden">, now </span>
                </del>
              )}
              {formatMoneyLine(leg.moneyLine)}
            </span>
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(leg.fixtureId)}
              aria-label={`Remove ${picked} from the parlay`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
