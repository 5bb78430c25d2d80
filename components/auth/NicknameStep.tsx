// The nickname form as a page of its own (/nickname): done means back to the page that sent the picker here, or home.
"use client";
import { NicknameForm } from "./NicknameForm";
import { useGoHome } from "./use-go-home";

export function NicknameStep({ next = "/" }: { next?: string }) {
  const goBack = useGoHome(next);
  return <NicknameForm onDone={goBack} />;
}
