// The public paths of shared picks, parlays and profiles, and of their preview images (keyed on what the image shows).
export function sharedPickPath(id: number): string {
  return `/pick/${id}`;
}

export function sharedParlayPath(id: number): string {
  return `/parlay/${id}`;
}

export function profilePath(username: string): string {
  return `/picker/${encodeURIComponent(username)}`;
}

/** A new version is a new URL: link previews fetch the image again once a result changes it. */
export function shareImagePath(pagePath: string, version: string): string {
  return `${pagePath}/image/${version}`;
}
