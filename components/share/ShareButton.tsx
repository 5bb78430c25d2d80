"use client";
// Shares a page: the Web Share API where the browser has it, otherwise the link is copied and a toast says so.
import { Button } from "@/components/ui/Button";
import { useToast } from "@/components/ui/toast/use-toast";

type Props = { path: string; title: string; label?: string; className?: string };

export function ShareButton({ path, title, label = "Share", className }: Props) {
  const toast = useToast();
  async function share() {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The picker closed the share sheet: nothing to say. Anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      toast.warning(`Copy this link: ${url}`, 10_000);
    }
  }
  return (
    <Button variant="secondary" size="sm" className={className} onClick={share} aria-label={`${label}: ${title}`}>
      {label}
    </Button>
  );
}
