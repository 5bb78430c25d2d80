// The login e-mail: one button to the magic link.
import { Button, Text } from "@react-email/components";
import { EmailLayout } from "./EmailLayout";

export function LoginEmail({ url, minutes }: { url: string; minutes: number }) {
  return (
    <EmailLayout preview="Your Pickline login link">
      <Text style={{ fontSize: 16, color: "#1b1f2a" }}>Click the button below to log in to Pickline.</Text>
      <Button href={url} style={{ backgroundColor: "#08563d", color: "#ffffff", padding: "12px 20px", borderRadius: 8, fontWeight: 700 }}>
        Log in
      </Button>
      <Text style={{ fontSize: 13, color: "#4a5063" }}>
        This link works once and expires in {minutes} minutes. If you did not ask for it, ignore this e-mail.
      </Text>
      <Text style={{ fontSize: 12, color: "#4a5063", wordBreak: "break-all" }}>{url}</Text>
    </EmailLayout>
  );
}
