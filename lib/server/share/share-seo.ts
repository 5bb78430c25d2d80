// Metadata of shared pages: a unique title and description, the canonical URL and the versioned preview image.
import type { Metadata } from "next";
import { shareImagePath } from "@/lib/domain/share-paths";
import { absoluteUrl } from "@/lib/config/site-url";
import { SHARE_IMAGE_SIZE } from "./share-image-size";

type Page = { path: string; title: string; description: string; version: string; alt: string; type?: "article" | "profile" };

export function shareMetadata({ path, title, description, version, alt, type = "article" }: Page): Metadata {
  const url = absoluteUrl(path);
  const image = { url: absoluteUrl(shareImagePath(path, version)), ...SHARE_IMAGE_SIZE, alt, type: "image/png" };
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type, url, title, description, siteName: "Pickline", images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
