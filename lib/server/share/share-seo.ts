// Metadata of shared pages: a unique title and description, the canonical URL and the versioned preview image.
import type { Metadata } from "next";
import { shareImagePath } from "@/lib/domain/share-paths";
import { absoluteUrl } from "@/lib/settings/site-url";
import { SHARE_IMAGE_SIZE } from "./share-image-size";

type Page = { path: string; title: string; description: string; version: string; alt: string; type?: "article" | "profile" };

/** A page of its own to search engines: its title and its canonical URL (not the page it sits under). */
export function canonicalMetadata(path: string, title: string): Metadata {
  return { title, alternates: { canonical: absoluteUrl(path) } };
}

export function shareMetadata({ path, title, description, version, alt, type = "article" }: Page): Metadata {
  const url = absoluteUrl(path);
  const image = { url: absoluteUrl(shareImagePath(path, version)), ...SHARE_IMAGE_SIZE, alt, type: "image/png" };
  return {
    ...canonicalMetadata(path, title),
    description,
    openGraph: { type, url, title, description, siteName: "Pickline", images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

export type SharedPageProps = { params: Promise<{ id: string }> };

/**
 * A shared pick's or parlay's page metadata: the page and its metadata load the same share (the loader is cached per
 * request), whose title is also the preview image's alternative text.
 */
export function sharedPageMetadata<S extends { version: string }>(
  load: (id: string) => Promise<S>,
  describe: (shared: S) => { path: string; title: string; description: string },
) {
  return async ({ params }: SharedPageProps): Promise<Metadata> => {
    const shared = await load((await params).id);
    const page = describe(shared);
    return shareMetadata({ ...page, version: shared.version, alt: page.title });
  };
}
