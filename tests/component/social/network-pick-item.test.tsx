// A feed item names who made the pick: a link to a public picker's profile, plain text for a private one (to others).
import { render, screen } from "@testing-library/react";
import { NetworkPickItem } from "@/components/social/NetworkPickItem";
import { ShellConfigProvider } from "@/components/shell/ShellConfig";
import type { NetworkPick } from "@/lib/contracts/social";
import { pickView } from "../../support/pick-view-factory";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => "/" }));

const item = (isPrivate: boolean) => pickView({ picker: { id: "u1", username: "ann", picture: null, private: isPrivate } }) as NetworkPick;

const show = (pick: NetworkPick, callerId: string | null) =>
  render(
    <ShellConfigProvider value={{ supportEmail: "help@example.test", timeZone: "America/New_York" }}>
      <ul>
        <NetworkPickItem pick={pick} callerId={callerId} />
      </ul>
    </ShellConfigProvider>,
  );

test("a public picker's name links to the profile", () => {
  show(item(false), "u2");
  expect(screen.getByRole("link", { name: "ann" })).toHaveAttribute("href", "/picker/ann");
});

test("a private picker's pick stays in the feed, without a link to the profile", () => {
  show(item(true), "u2");
  expect(screen.getByText("ann")).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "ann" })).toBeNull();
});
