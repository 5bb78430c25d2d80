// The login panel's content (inside the drawer headed 'Login to continue'): the e-mail form and the Signup link.
"use client";
import { LoginForm } from "./LoginForm";

export const LOGIN_PANEL_TITLE = "Login to continue";

export function LoginPanel({ onNavigate }: { onNavigate?: () => void }) {
  return <LoginForm autoFocus onNavigate={onNavigate} />;
}
