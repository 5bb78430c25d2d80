// iPhone and iPad: Safari delivers web push only to the app opened from the Home Screen, so there the first step is installing it.

/** iPhone, iPod, and iPadOS (which calls itself a Mac but has a touch screen). */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** On iOS or iPadOS and not running as the installed app. */
export function needsHomeScreenInstall(): boolean {
  const installed = window.matchMedia?.("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
  return !installed && isAppleMobile(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
