"use client";
// Goes one step back in the browser history, or to a given path, depending on a flag.
import { useRouter } from "next/navigation";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { redirectTarget } from "@/lib/domain/redirect-target";
import styles from "./BackButton.module.css";

type Props = {
  /** true: history back (where the visitor came from); false: navigate to `href`. */
  historyBack: boolean;
  /** The target when historyBack is false, and the fallback when there is no history to go back to. */
  href?: string;
  label?: string;
};

export function BackButton({ historyBack, href = "/", label = "Back" }: Props) {
  const router = useRouter();
  function goBack() {
    // A page opened in a fresh tab has nothing to go back to: fall back to the given path.
    if (historyBack && window.history.length > 1) router.back();
    else router.push(redirectTarget(href, window.location.origin));
  }
  return (
    <button type="button" className={styles.back} onClick={goBack}>
      <ArrowLeftIcon size={18} />
      <span>{label}</span>
    </button>
  );
}
