// The frame every Pickline e-mail shares: brand header, content, and the footer that says why the mail was sent.
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

type Props = { preview: string; children: ReactNode; /** Mail a picker opted into: why they get it and the way out. */ unsubscribe?: { url: string; what: string } };

export function EmailLayout({ preview, children, unsubscribe }: Props) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f6f7fb", fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif" }}>
        <Container style={{ maxWidth: 520, margin: "0 auto", padding: "32px 24px", backgroundColor: "#ffffff", borderRadius: 12 }}>
          <Text style={{ fontSize: 22, fontWeight: 800, color: "#08563d", margin: "0 0 16px" }}>Pickline</Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#dde1ec", margin: "24px 0" }} />
          <Text style={{ fontSize: 12, color: "#4a5063" }}>
            Pickline is a free game of virtual predictions for entertainment. No real money is involved.
          </Text>
          {unsubscribe ? (
            <Text style={{ fontSize: 12, color: "#4a5063" }}>
              You get this e-mail because you turned on the {unsubscribe.what} on your Pickline profile.{" "}
              <Link href={unsubscribe.url} style={{ color: "#08563d" }}>Unsubscribe</Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
