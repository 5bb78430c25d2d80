// A round profile picture, or a placeholder user icon when the picker has none.
import clsx from "clsx";
import { UserIcon } from "./icons";
import styles from "./Avatar.module.css";

type Props = {
  picture?: string | null;
  name?: string | null;
  size?: "xs" | "sm" | "md" | "lg" | "xl";
  /** Next to the visible name (in a link, say) the picture adds nothing for screen readers. */
  decorative?: boolean;
  className?: string;
};

const PIXELS = { xs: 24, sm: 32, md: 40, lg: 64, xl: 112 } as const;

export function Avatar({ picture, name, size = "md", decorative = false, className }: Props) {
  const px = PIXELS[size];
  const alt = name ? `${name}'s avatar` : "Avatar";
  return (
    <span className={clsx(styles.avatar, className)} style={{ width: px, height: px }}>
      {picture ? (
        // User uploads are served by our own route at their own size; next/image would add nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={picture} alt={decorative ? "" : alt} width={px} height={px} className={styles.image} />
      ) : (
        <UserIcon
          size={Math.round(px * 0.6)}
          role={decorative ? undefined : "img"}
          aria-label={decorative ? undefined : alt}
          aria-hidden={decorative ? "true" : undefined}
          data-placeholder="true"
        />
      )}
    </span>
  );
}
