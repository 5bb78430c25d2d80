"use client";
// "My card": the week's games to pick (every game, or the N the member chooses), the confidence order with the card's
// expected points, and the tiebreak guess; everything editable until its game starts, read again after each write.
import { useState } from "react";
import { GameTime } from "@/components/fixtures/GameTime";
import type { CardWeek } from "@/lib/contracts/card-pools";
import type { Side } from "@/lib/domain/enum-values";
import { useCardWeek } from "@/lib/swr/use-card-week";
import { useStartClock } from "@/components/fixtures/use-start-clock";
import { CardGameRow } from "./CardGameRow";
import { pickName, pointsText, rulesText } from "./card-text";
import { ConfidenceOrder } from "./ConfidenceOrder";
import { TiebreakGuess } from "./TiebreakGuess";
import { useCardActions } from "./use-card-actions";
import styles from "./Card.module.css";

/**
 * The card as the browser's clock sees it: a game whose start has passed shows locked at once (the database's clock
 * still decides every write, and the next read brings its score).
 */
function withClock(card: CardWeek, clock: number | null): CardWeek {
  if (clock === null) return card;
  const passed = (iso: string) => Date.parse(iso) <= clock;
  return {
    ...card,
    games: card.games.map((game) => (!game.started && passed(game.startsAt) ? { ...game, started: true } : game)),
    lastGame: card.lastGame && !card.lastGame.started && passed(card.lastGame.startsAt) ? { ...card.lastGame, started: true } : card.lastGame,
  };
}

/** `weekName`: the week's label ("NFL week 12 · Nov 23"), written by the server. */
type Props = { poolId: string; weekName: string; firstCard: CardWeek };

export function MyCard({ poolId, weekName, firstCard }: Props) {
  const { card: read, key, reload } = useCardWeek(poolId, firstCard);
  const card = withClock(read, useStartClock(read.games.map((game) => game.startsAt)));
  const actions = useCardActions(poolId, card, key, reload);
  const [said, setSaid] = useState("");
  const picks = card.games.filter((game) => game.myPick);
  const pickN = card.settings.picking === "PICK_N";
  const full = pickN && picks.length >= card.size;
  const failureAt = (at: number | "order" | "guess") => (actions.failure?.at === at ? actions.failure.message : null);
  // Games that started without a pick of the member's can no longer change anything: folded away, so the open games
  // and the member's own picks make the card. A game whose pick was just refused stays in view with the refusal: folded
  // away the moment the member pressed it, their press would seem to do nothing and the reason would go unread.
  const inView = (game: CardWeek["games"][number]) => !game.started || game.myPick !== null || actions.failure?.at === game.fixtureId;
  const shown = card.games.filter(inView);
  const passed = card.games.filter((game) => !inView(game));

  const row = (game: CardWeek["games"][number]) => (
    <CardGameRow
      key={game.fixtureId}
      game={game}
      settings={card.settings}
      full={full}
      busy={actions.busy}
      failure={failureAt(game.fixtureId)}
      moved={actions.moved?.fixtureId === game.fixtureId ? actions.moved.side : null}
      onPick={(side) => void pick(game.fixtureId, side)}
      onClear={() => void clear(game.fixtureId)}
      onKeepOld={actions.dismissMoved}
    />
  );

  async function pick(fixtureId: number, side: Side) {
    setSaid("");
    const done = await actions.pick(fixtureId, side);
    const game = card.games.find((row) => row.fixtureId === fixtureId);
    if (done && game) setSaid(`You picked ${pickName(game, done)}${done.confidence !== null ? ` for ${pointsText(done.confidence)}` : ""}.`);
  }

  async function clear(fixtureId: number) {
    setSaid("");
    const game = card.games.find((row) => row.fixtureId === fixtureId);
    if ((await actions.clear(fixtureId)) && game) setSaid(`Your pick of ${game.away.abbreviation} @ ${game.home.abbreviation} is cleared.`);
  }

  return (
    <section className={styles.card} aria-labelledby="my-card-heading">
      <h2 id="my-card-heading">My card</h2>
      <p className={styles.week}>{weekName}</p>
      <p className={styles.muted}>
        {rulesText(card.settings)}. Each side&apos;s chance is the market&apos;s, without the bookmaker&apos;s margin.
      </p>
      {card.settings.lines === "CARD" && card.frozenAt ? (
        <p className={styles.muted}>
          Lines frozen for everyone <GameTime iso={card.frozenAt} />
        </p>
      ) : null}
      {card.games.length === 0 ? (
        <p>No game of the pool&apos;s leagues this week.</p>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {pickN ? `${picks.length} of ${card.size} games chosen` : `${picks.length} of ${card.games.length} games picked`}
            {full ? ": your card is full, clear a pick to choose another game." : ""}
          </p>
          <ul className={styles.games} aria-label="This week's games">
            {shown.map(row)}
          </ul>
          {passed.length > 0 ? (
            <details className={styles.passed} open={shown.length === 0}>
              <summary>Started without your pick ({passed.length}), locked</summary>
              <ul className={styles.games} aria-label="Started games without your pick">
                {passed.map(row)}
              </ul>
            </details>
          ) : null}
          <p role="status" className={styles.said}>
            {said}
          </p>
        </>
      )}
      <div className={styles.sidePanel}>
        {card.settings.scoring === "CONFIDENCE" ? (
          <ConfidenceOrder games={card.games} size={card.size} expectedPoints={card.expectedPoints} busy={actions.busy} failure={failureAt("order")} onOrder={actions.order} />
        ) : null}
        <TiebreakGuess card={card} busy={actions.busy} failure={failureAt("guess")} onGuess={actions.guess} />
      </div>
    </section>
  );
}
