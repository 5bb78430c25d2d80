// The login panel's content: 'Login to continue' with the e-mail form and the Signup link.
"use client";
import { LoginForm } from "./LoginForm";

export const LOGIN_PANEL_TITLE_ID = "login-panel-title";

export function LoginPanel({ onNavigate }: { onNavigate?: () => void }) {
  return <LoginForm title="Login to continue" headingLevel={2} titleId={LOGIN_PANEL_TITLE_ID} autoFocus onNavigate={onNavigate} />;
}
