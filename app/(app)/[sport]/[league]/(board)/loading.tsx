// While a league page renders on the server: match-row placeholders with a date and two teams, under the layout's heading.
import { FixtureRowSkeleton } from "@/components/fixtures/FixtureRowSkeleton";

export default function Loading() {
  return <FixtureRowSkeleton count={5} />;
}
