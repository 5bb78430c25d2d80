// /contact: the support e-mail call to action.
import type { Metadata } from "next";
import Link from "next/link";
import { ContentPage } from "@/components/shell/ContentPage";
import { Card } from "@/components/ui/Card";
import { MailIcon } from "@/components/ui/icons";
import { buttonClassName } from "@/components/ui/Button";
import { supportEmail } from "@/lib/settings/site-contacts";
import styles from "./page.module.css";

export const metadata: Metadata = {
  title: "Contact us",
  description: "Questions, feedback or a problem with your account? Write to the Pickline team.",
};

export default function ContactPage() {
  const email = supportEmail();
  return (
    <ContentPage
      eyebrow="Support"
      title="Contact us"
      lead="A question about the rules, a problem with your account or an idea to make Pickline better? We read every message."
      aside={
        <Card title="Before you write" headingLevel={2}>
          <p>
            Most questions about points, parlays and ties are answered in the <Link href="/rules">rules</Link>. To have your data
            deleted, see the <Link href="/privacy">privacy policy</Link>.
          </p>
        </Card>
      }
    >
      <div className={styles.cta}>
        <span className={styles.icon}>
          <MailIcon size={28} />
        </span>
        <h2 className={styles.heading}>Write to support</h2>
        <p className={styles.address}>{email}</p>
        <a href={`mailto:${email}?subject=Pickline%20support`} className={buttonClassName({ size: "lg" })}>
          <MailIcon />
          <span>E-mail us</span>
        </a>
        <p className={styles.small}>We usually reply within two working days.</p>
      </div>
      <h2>Help us help you</h2>
      <ul>
        <li>Write from the e-mail address you use to sign in, and include your picker nickname.</li>
        <li>For a problem with a game or a pick, tell us the league and the teams.</li>
        <li>If you saw an error screen, copy its reference: it lets us find exactly what went wrong.</li>
      </ul>
    </ContentPage>
  );
}
