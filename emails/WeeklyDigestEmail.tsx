// The weekly digest: the picker's points and rank movement of the week, their best pick, and their follows' best picks.
import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { EmailLayout } from "./EmailLayout";

export type DigestPick = { username: string; label: string; points: string; url: string };

type Props = {
  username: string;
  week: string;
  weekPoints: string;
  rankLine: string;
  best: DigestPick | null;
  followed: DigestPick[];
  boardUrl: string;
  unsubscribeUrl: string;
};

const text = { fontSize: 15, color: "#1b1f2a", margin: "0 0 8px" };
const heading = { fontSize: 17, color: "#1b1f2a", margin: "20px 0 8px" };
const link = { color: "#08563d", fontWeight: 700 };

function PickLine({ pick, withName }: { pick: DigestPick; withName: boolean }) {
  return (
    <Text style={text}>
      {withName ? `${pick.username}: ` : null}
      <Link href={pick.url} style={link}>{pick.label}</Link> · +{pick.points} points
    </Text>
  );
}

export function WeeklyDigestEmail({ username, week, weekPoints, rankLine, best, followed, boardUrl, unsubscribeUrl }: Props) {
  return (
    <EmailLayout preview={`Your week on Pickline: ${weekPoints} points`} unsubscribe={{ url: unsubscribeUrl, what: "weekly digest" }}>
      <Text style={{ fontSize: 16, color: "#1b1f2a" }}>
        Hi {username}, here is your week of {week}: you scored {weekPoints} points. {rankLine}
      </Text>
      <Heading as="h2" style={heading}>Your best pick</Heading>
      {best ? <PickLine pick={best} withName={false} /> : <Text style={text}>No winning pick this week: next week is a new one.</Text>}
      {followed.length > 0 ? (
        <Section>
          <Heading as="h2" style={heading}>Best picks of the pickers you follow</Heading>
          {followed.map((pick) => <PickLine key={pick.url} pick={pick} withName />)}
        </Section>
      ) : null}
      <Button href={boardUrl} style={{ backgroundColor: "#08563d", color: "#ffffff", padding: "12px 20px", borderRadius: 8, fontWeight: 700, marginTop: 16 }}>
        See the leaderboard
      </Button>
    </EmailLayout>
  );
}
