// /privacy: the privacy policy, effective 1 July 2025.
import type { Metadata } from "next";
import { ContentPage } from "@/components/shell/ContentPage";
import { supportEmail } from "@/lib/settings/site-contacts";

export const metadata: Metadata = {
  title: "Privacy policy",
  description: "What Pickline stores about you, why, how we use your e-mail address, and how to have your data deleted.",
};

export default function PrivacyPage() {
  const email = supportEmail();
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy policy"
      lead={<>Effective 1 July 2025. The short version: we keep only what the game needs, we never sell it, and we delete it when you ask.</>}
    >
      <h2>Who can use Pickline</h2>
      <p>
        Pickline is a free game of virtual sports predictions for entertainment. No real money is involved. You must be 17 or older
        to create an account.
      </p>

      <h2>What we store and why</h2>
      <ul>
        <li>
          <strong>Your e-mail address</strong>: to create your account and send you sign-in links. Pickline has no passwords.
        </li>
        <li>
          <strong>Your nickname, bio and avatar</strong>: shown on your public picker profile and on the leaderboard.
        </li>
        <li>
          <strong>Your picks, parlays, points and follows</strong>: the game itself. Picks and scores are visible to other pickers.
        </li>
        <li>
          <strong>Your notifications</strong>: new followers and the results of your picks.
        </li>
        <li>
          <strong>A session cookie</strong>: keeps you signed in. It is strictly necessary; we use no advertising or tracking cookies.
        </li>
        <li>
          <strong>Technical logs</strong>: when something fails we log the error with a request reference, kept for up to 30 days to fix
          problems.
        </li>
      </ul>

      <h2>How we use your e-mail address</h2>
      <p>
        We send you sign-in and verification links, and messages about your account. We do not send marketing e-mails, and we never
        sell, rent or share your address with advertisers. Your address is never shown to other pickers.
      </p>

      <h2>Who processes your data</h2>
      <p>
        Pickline runs on a hosting provider and a managed database, and sends e-mail through an e-mail delivery service. They process
        data only on our behalf. Error reports may go to an error-monitoring service, without your e-mail address.
      </p>

      <h2>Deleting your data</h2>
      <p>
        You can ask us at any time to delete your account and everything linked to it: write to {mail} from the address you signed up
        with. We delete it within 30 days and confirm by e-mail. You can also ask for a copy of your data or a correction the same way.
      </p>

      <h2>Changes</h2>
      <p>If this policy changes, we update the effective date above and tell signed-up pickers by e-mail about important changes.</p>

      <h2>Contact</h2>
      <p>Questions about your privacy: {mail}.</p>
    </ContentPage>
  );
}
