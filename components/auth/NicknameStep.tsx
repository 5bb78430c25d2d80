// The nickname form as a page of its own (/nickname): done means home, with the new header.
"use client";
import { NicknameForm } from "./NicknameForm";
import { useGoHome } from "./use-go-home";

export function NicknameStep() {
  const goHome = useGoHome();
  return <NicknameForm onDone={goHome} />;
}
