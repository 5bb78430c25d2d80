// The sign-up e-mail: confirms the address and leads to choosing a picker nickname.
import { Button, Text } from "@react-email/components";
import { EmailLayout } from "./EmailLayout";

export function SignupEmail({ url, minutes }: { url: string; minutes: number }) {
  return (
    <EmailLayout preview="Confirm your Pickline account">
      <Text style={{ fontSize: 16, color: "#1b1f2a" }}>Welcome to Pickline! Confirm your e-mail address to start picking.</Text>
      <Button href={url} style={{ backgroundColor: "#08563d", color: "#ffffff", padding: "12px 20px", borderRadius: 8, fontWeight: 700 }}>
        Confirm my account
      </Button>
      <Text style={{ fontSize: 13, color: "#4a5063" }}>
        This link works once and expires in {minutes} minutes. If you did not sign up, ignore this e-mail.
      </Text>
      <Text style={{ fontSize: 12, color: "#4a5063", wordBreak: "break-all" }}>{url}</Text>
    </EmailLayout>
  );
}
