// The game-day reminder: the games starting soon in the picker's leagues that they have not picked, each a link.
import { Button, Link, Section, Text } from "@react-email/components";
import { EmailLayout } from "./EmailLayout";

export type ReminderGame = { id: number; league: string; matchup: string; time: string; url: string };

/**
 * `pools`: the picker's pick'em pools still waiting on their first pick of the week; `cardPools`: the card pools whose
 * week card they have not completed; `survivorPools`: the survivor pools where they are alive with no pick on the slate
 * starting today. By name.
 */
type Props = { username: string; games: ReminderGame[]; leagueUrl: string; unsubscribeUrl: string; pools?: string[]; cardPools?: string[]; survivorPools?: string[] };

export function GameDayReminderEmail({ username, games, leagueUrl, unsubscribeUrl, pools = [], cardPools = [], survivorPools = [] }: Props) {
  const count = games.length === 1 ? "1 game" : `${games.length} games`;
  return (
    <EmailLayout preview={`Game day: ${count} left to pick`} unsubscribe={{ url: unsubscribeUrl, what: "game-day reminder" }}>
      <Text style={{ fontSize: 16, color: "#1b1f2a" }}>
        Hi {username}, it is game day: {count} in your leagues start soon and you have not picked them yet.
      </Text>
      {pools.length > 0 ? (
        <Text style={{ fontSize: 16, color: "#1b1f2a" }}>
          {pools.length === 1 ? `Your pool ${pools[0]} has` : `Your pools ${pools.join(", ")} have`} no pick from you this week yet.
        </Text>
      ) : null}
      {cardPools.length > 0 ? (
        <Text style={{ fontSize: 16, color: "#1b1f2a" }}>
          {cardPools.length === 1 ? `Your card in ${cardPools[0]} is` : `Your cards in ${cardPools.join(", ")} are`} not complete this week: pick before
          the games start.
        </Text>
      ) : null}
      {survivorPools.length > 0 ? (
        <Text style={{ fontSize: 16, color: "#1b1f2a" }}>
          {survivorPools.length === 1 ? `Your survivor pool ${survivorPools[0]} has` : `Your survivor pools ${survivorPools.join(", ")} have`} no team from you for the slate
          starting today: pick before its first game.
        </Text>
      ) : null}
      <Section>
        {games.map((game) => (
          <Text key={game.id} style={{ fontSize: 15, color: "#1b1f2a", margin: "0 0 8px" }}>
            <Link href={game.url} style={{ color: "#08563d", fontWeight: 700 }}>
              {game.league}: {game.matchup}
            </Link>{" "}
            · {game.time}
          </Text>
        ))}
      </Section>
      <Button href={leagueUrl} style={{ backgroundColor: "#08563d", color: "#ffffff", padding: "12px 20px", borderRadius: 8, fontWeight: 700 }}>
        Make your picks
      </Button>
    </EmailLayout>
  );
}
