// Renders and sends the two account e-mails (sign-up confirmation and login link) from the react-email templates.
import "server-only";
import { createElement } from "react";
import { render } from "@react-email/render";
import { LoginEmail } from "@/emails/LoginEmail";
import { SignupEmail } from "@/emails/SignupEmail";
import { send } from "./send";

export type AccountEmail = { kind: "signup" | "login"; to: string; url: string; minutes: number; idempotencyKey: string };

export async function sendAccountEmail({ kind, to, url, minutes, idempotencyKey }: AccountEmail): Promise<void> {
  const element = kind === "signup" ? createElement(SignupEmail, { url, minutes }) : createElement(LoginEmail, { url, minutes });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  const subject = kind === "signup" ? "Confirm your Pickline account" : "Your Pickline login link";
  await send({ to, subject, html, text, url, idempotencyKey });
}
