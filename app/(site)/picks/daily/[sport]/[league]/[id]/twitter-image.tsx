// The Twitter card image of one daily pick: the same picture as the Open Graph image. The segment's revalidate is
// its own: Next.js reads route segment config from the file itself, never through a re-export.
export { default, alt, size, contentType } from "./opengraph-image";

export const revalidate = 3600;
