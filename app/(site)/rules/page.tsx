// /rules: how picks, points, parlays, ties and cancellations, the leaderboard periods, pool weeks, survivor pools and hidden picks work.
import type { Metadata } from "next";
import Link from "next/link";
import { ContentPage } from "@/components/shell/ContentPage";
import { ButtonLink } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { DAILY_PICKS_PATH } from "@/lib/settings/site";
import { closingLineValue, expectedPoints, fairProbability, MIN_SKILL_SAMPLE, pickDecimal } from "@/lib/domain/closing-line";
import { selectionLabel, STANDARD_PRICE } from "@/lib/domain/markets";
import { formatMoneyLine, moneyLineToDecimal, parlayQuote } from "@/lib/domain/odds";
import { formatPoints } from "@/lib/domain/format";
import { PERIOD_LABELS, PERIODS } from "@/lib/domain/periods";
import { DEFAULT_TIMEZONE } from "@/lib/settings/environment";
import { TIEBREAK_RULE } from "@/lib/domain/pool-tiebreak";
import { SURVIVOR_MAX_LIVES, SURVIVOR_MIN_LIVES } from "@/lib/domain/survivor";
import { PICKED_LABEL, hiddenParlayLabel } from "@/lib/domain/hidden-picks";
import { appTimeZone } from "@/lib/settings";

export const metadata: Metadata = {
  title: "Rules",
  description: "How Pickline works: money-line, spread and total picks, points from the odds, parlays, pushes and the leaderboard.",
};

// Worked examples come from the same odds functions the app scores with, so this page cannot drift from the rules.
const EXAMPLE_LINES = [150, 100, -110, -200];
const PARLAY_LINES = [150, -200];
// The skill example: +150 taken while the other side was -170; the line closed at +120.
const SKILL = { taken: 150, opposing: -170, closing: 120 };
const SPREAD_EXAMPLE = {
  team: "Buffalo",
  label: selectionLabel({ market: "SPREAD", side: "HOME", point: -2.5, price: STANDARD_PRICE }, { home: "Buffalo", away: "Miami" }),
};
const TOTAL_EXAMPLE = selectionLabel({ market: "TOTAL", side: "OVER", point: 47.5, price: STANDARD_PRICE }, { home: "", away: "" });
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export default function RulesPage() {
  const parlay = parlayQuote(PARLAY_LINES);
  return (
    <ContentPage
      eyebrow="Help"
      title="How Pickline works"
      lead="Pick the winners of NFL, NBA, NHL and MLB games, earn points from the odds and climb the leaderboard. It is free, and it is just for fun."
      aside={
        <>
          <Card title="Ready to play?" tone="night" headingLevel={2}>
            <p>Start with today&apos;s free picks, then make your own.</p>
            <ButtonLink href={DAILY_PICKS_PATH} variant="accent" block>
              Daily free picks
            </ButtonLink>
          </Card>
          <Card title="No real money" tone="brand" headingLevel={2}>
            <p>Pickline is a game of virtual predictions for entertainment. There are no stakes, no deposits and no payouts.</p>
          </Card>
        </>
      }
    >
      <h2>Making a pick</h2>
      <ul>
        <li>Choose a league, then pick a side of a game in one of its three markets: money line, spread or total.</li>
        <li>You can pick a game until it starts. After kick-off, tip-off, puck drop or first pitch, picks are closed.</li>
        <li>One pick per game, in the market you choose. A pick cannot be changed or deleted once made.</li>
        <li>To pick you need an account with a verified e-mail address and a picker nickname.</li>
      </ul>

      <h2>Points come from the odds</h2>
      <p>
        Every pick carries the game&apos;s money-line odds at the moment you make it; later changes in the odds do not affect it.
        A correct pick earns the odds converted to decimal, a wrong pick earns nothing. Underdogs pay more than favourites.
      </p>
      <table>
        <caption className="visually-hidden">Points for a correct pick at different odds</caption>
        <thead>
          <tr>
            <th scope="col">Money line</th>
            <th scope="col">Points if correct</th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLE_LINES.map((line) => (
            <tr key={line}>
              <td>{formatMoneyLine(line)}</td>
              <td>{formatPoints(moneyLineToDecimal(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Positive lines give 1 + line ÷ 100, negative lines 1 + 100 ÷ |line|: a correct {formatMoneyLine(150)} pick earns{" "}
        {formatPoints(moneyLineToDecimal(150))} points.
      </p>

      <h2 id="markets">Money line, spread and total</h2>
      <dl>
        <dt>Money line</dt>
        <dd>Pick the team that wins the game. A tie is a push.</dd>
        <dt>Spread</dt>
        <dd>
          Pick a team with its point added to its score. {SPREAD_EXAMPLE.label} wins if {SPREAD_EXAMPLE.team} wins by 3 or more, and
          the other side at +2.5 wins if it loses by 2 or less or wins outright.
        </dd>
        <dt>Total</dt>
        <dd>
          Pick whether the two teams&apos; combined score ends over or under the total. {TOTAL_EXAMPLE} wins if the teams score 48 or
          more between them.
        </dd>
      </dl>
      <p>
        Every market is scored the same way, by its price: a correct {SPREAD_EXAMPLE.label} pick earns{" "}
        {formatPoints(moneyLineToDecimal(STANDARD_PRICE))} points. Where a provider gives a point without a price, the price is{" "}
        {formatMoneyLine(STANDARD_PRICE)}. A pick keeps the point and price it was made at. A result landing exactly on a whole-number
        point (a 3-point win against −3, or 44 points against a total of 44) is a push; half-point lines never push. A game without a
        spread or total line simply does not offer that market.
      </p>

      <h2>Parlays</h2>
      <p>
        A parlay combines picks on two or more different games, in any of the three markets (one pick per game). It wins only if
        every one of its picks is correct, and then it earns the product of their decimal odds. One wrong pick and the whole parlay
        is lost.
      </p>
      <p>
        Example: {PARLAY_LINES.map(formatMoneyLine).join(" and ")} combine to {formatPoints(parlay.decimal)} points (a combined
        line of {formatMoneyLine(parlay.betTotal)}). Every game in a parlay needs published odds, and it must not have started.
      </p>

      <h2>Ties and cancelled games</h2>
      <p>
        If a game ends in a tie or is cancelled, picks on it are a push: they earn no points and do not count as a loss. In a parlay,
        a pushed game simply drops out and the parlay is scored on its remaining picks.
      </p>

      <h2>The leaderboard</h2>
      <p>
        Your score is the sum of the points you have earned. The <Link href="/leaderboard">leaderboard</Link> ranks pickers by the
        points they earned in a period; its tabs are {PERIODS.map((period) => PERIOD_LABELS[period]).join(", ")} (all time). Points count on
        the day the game is settled; days, weeks (Monday to Sunday) and months follow{" "}
        {appTimeZone() === DEFAULT_TIMEZONE ? "US Eastern time" : `the ${appTimeZone()} time zone`}. Pickers with equal points share
        a rank.
      </p>

      <h2 id="pools">Pools: weeks, winners and ties</h2>
      <p>
        A pool is a private group with its own tables. Each week (Monday to Sunday, as above) has a table of the points its members
        earned in the pool&apos;s leagues; a parlay counts when every leg is in them. This week&apos;s table is live (refreshed within a
        minute); once the week is over its table is final and its winner is crowned and notified. The season table adds up the weeks
        since the season start the pool&apos;s owner chose (else the week the pool was created), this week included.
      </p>
      <p>
        {TIEBREAK_RULE} A won parlay counts as one winning pick; closing-line value is the average of the pool&apos;s counted picks
        (see below). Tables say when a tiebreak decided a place, and members without points share the last place.
      </p>
      <p id="hidden-picks">
        Hidden picks: any picker can choose &ldquo;Hide my pending picks until the game starts&rdquo; in their profile settings.
        Others then see that they picked ({PICKED_LABEL}) but not the side, market, line, price or parlay legs, everywhere: profiles,
        feeds, suggestions, a game&apos;s pickers, share pages and their images, to visitors as well. A pool&apos;s owner can hide
        members&apos; picks until the game starts, and survivor picks are always secret, so joining such a pool, or any survivor pool,
        keeps your pending picks secret in the same way, everywhere and not only in the pool: otherwise anyone could read them from your
        profile. A game&apos;s pick shares count a hidden pick on its side only once the game starts; before, it counts only in the
        game&apos;s number of picks. A parlay keeps all its legs hidden (&ldquo;
        {hiddenParlayLabel(3)}&rdquo;) until every one of its games has started, since one leg would tell what the others are part
        of. You always see your own picks, and once a game starts (the moment picks on it close) its picks are shown as usual.
      </p>

      <h3 id="survivor">Survivor pools</h3>
      <p>
        When creating a pool, its owner chooses pick&apos;em (the tables above) or survivor. A survivor pool plays one league in
        slates: an NFL slate is a week (Monday to Sunday), an NBA, NHL or MLB slate is a day, in the same time zone. The owner sets the
        first slate and how many lives each member starts with ({SURVIVOR_MIN_LIVES} to {SURVIVOR_MAX_LIVES}); members can join until
        the pool&apos;s first game starts.
      </p>
      <p>
        Each member still alive picks one team per slate to win outright (no spread, no odds), and may use each team only once in
        the pool. A pick can be changed until its game starts. A loss or a tie costs a life, and so does having no pick when the
        slate&apos;s first game starts, unless the owner turned on auto-pick: then the biggest favourite on the money line among the
        slate&apos;s games not yet started and the teams the member has not used is picked for them. A game called off, or moved to
        another slate, lets its pickers survive that slate (the team counts as used); a game moved within the slate keeps its picks.
        A member with no lives left is out. The pool ends when one member is left, or when everyone still alive is knocked out on the
        same slate: they share the win. Every member is notified of the winners. A corrected result re-settles the pool from that
        slate.
      </p>
      <p>
        Survivor picks stay hidden from the other members ({PICKED_LABEL}) until each game starts. They are not price bets and earn no
        points, unless a member chooses &ldquo;Also count my survivor picks as money-line picks on the global board&rdquo; on the pool
        page: each survivor pick then also makes an ordinary money-line pick at the current line. If you already picked that game on
        the board, that pick stays and nothing is added; a board pick is never taken back when you change your survivor pick.
      </p>

      <h2 id="skill">Skill: beating the closing line</h2>
      <p>
        Winning can be luck; the price you take is skill. The closing line is the game&apos;s last odds before it starts, when the
        market knows the most. Closing-line value (CLV) compares your odds with it: your decimal odds ÷ the closing decimal odds − 1.
        Positive means you got a better price than the market&apos;s final word. Expected points are what a pick is worth on average:
        the market&apos;s fair chance of your side when you picked (its odds with the bookmaker&apos;s margin removed) × your decimal odds.
        Points scored minus expected points is luck.
      </p>
      <p>
        Example: you pick a {formatMoneyLine(SKILL.taken)} underdog ({formatPoints(pickDecimal(SKILL.taken))} decimal) while the favourite
        is {formatMoneyLine(SKILL.opposing)}. The line closes at {formatMoneyLine(SKILL.closing)} ({formatPoints(pickDecimal(SKILL.closing))}):
        your CLV is {formatPoints(pickDecimal(SKILL.taken))} ÷ {formatPoints(pickDecimal(SKILL.closing))} − 1 ={" "}
        {percent(closingLineValue(SKILL.taken, SKILL.closing))}. The fair chance at pick time was{" "}
        {percent(fairProbability(SKILL.taken, SKILL.opposing))}, so the pick expected{" "}
        {formatPoints(expectedPoints(SKILL.taken, SKILL.opposing))} points whether it won or lost.
      </p>
      <p>
        Profiles show these figures once a picker has {MIN_SKILL_SAMPLE} settled picks; pushes, cancelled games and parlays are left
        out. Spread and total picks count when the line closed at the point they were picked at (a different closing point is a
        different bet, with no price to compare with).
      </p>

      <h2>Fair play</h2>
      <p>
        One account per person. Nicknames must be respectful. Accounts that abuse the game may be removed. Pickline is for people
        aged 17 and over; see the <Link href="/privacy">privacy policy</Link>.
      </p>
    </ContentPage>
  );
}
