// The login panel's content (inside the drawer headed 'Login to continue'): provider buttons, the e-mail form and the Signup link.
"use client";
import type { ReactNode } from "react";
import { LoginForm } from "./LoginForm";

export const LOGIN_PANEL_TITLE = "Login to continue";

export function LoginPanel({ onNavigate, providers }: { onNavigate?: () => void; providers?: ReactNode }) {
  return <LoginForm autoFocus onNavigate={onNavigate} providers={providers} />;
}
