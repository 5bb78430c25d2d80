// Leaves the page for another of this site with a full load that takes the current history entry's place.
export function loadPage(path: string): void {
  window.location.replace(path);
}
