// A picker's round picture, or a placeholder user icon when they have none.
import styles from "./PickerAvatar.module.css";

type Props = { picture: string | null; name: string; size?: number; decorative?: boolean };

export function PickerAvatar({ picture, name, size = 40, decorative = false }: Props) {
  const alt = decorative ? "" : `${name}'s avatar`;
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      {picture ? (
        // Served by our own avatar route at its final size: next/image adds nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={picture} alt={alt} width={size} height={size} className={styles.image} />
      ) : (
        <svg
          viewBox="0 0 24 24"
          width={Math.round(size * 0.6)}
          height={Math.round(size * 0.6)}
          role={decorative ? undefined : "img"}
          aria-label={decorative ? undefined : alt}
          aria-hidden={decorative ? true : undefined}
          data-placeholder="true"
        >
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
