// The method and path of every call the browser makes, and nothing else: each declaration in lib/contracts takes its
// own from here, and so does the typed client (lib/client/api.ts), which must not bundle the declarations' zod schemas.
import type { HttpMethod } from "./endpoint";

/** A call's method and its path in OpenAPI's template form. */
export type RouteLine = readonly [method: HttpMethod, path: string];

export const routes = {
  admin: {
    updateReport: ["PUT", "/api/admin/fixtures/{id}/report"],
    correctResult: ["PUT", "/api/admin/fixtures/{id}/result"],
  },
  auth: {
    signup: ["POST", "/api/signup"],
    login: ["POST", "/api/login"],
    verify: ["POST", "/api/verify"],
    magicLogin: ["POST", "/api/login/magic"],
    logout: ["POST", "/api/logout"],
    logoutEverywhere: ["POST", "/api/logout/everywhere"],
  },
  cardPools: {
    card: ["GET", "/api/pools/{poolId}/card"],
    pick: ["PUT", "/api/pools/{poolId}/card/picks"],
    clearPick: ["DELETE", "/api/pools/{poolId}/card/picks/{fixtureId}"],
    confidence: ["PUT", "/api/pools/{poolId}/card/confidence"],
    tiebreak: ["PUT", "/api/pools/{poolId}/card/tiebreak"],
    grid: ["GET", "/api/pools/{poolId}/card/grid"],
    table: ["GET", "/api/pools/{poolId}/card/table"],
    image: ["GET", "/api/pools/{poolId}/card/image"],
    season: ["GET", "/api/pools/{poolId}/card/season"],
    nextSeason: ["POST", "/api/pools/{poolId}/card/season"],
  },
  fixtures: {
    list: ["GET", "/api/{sport}/{league}/fixtures"],
    get: ["GET", "/api/{sport}/{league}/fixture/{id}"],
  },
  leaderboard: {
    get: ["GET", "/api/leaderboard"],
  },
  parlays: {
    create: ["POST", "/api/parlay"],
    list: ["GET", "/api/picker/parlays/{userId}"],
  },
  pickers: {
    search: ["GET", "/api/pickers"],
    picks: ["GET", "/api/picker/picks/{userId}/{pickState}"],
  },
  picks: {
    create: ["POST", "/api/{sport}/{league}/pick"],
  },
  pools: {
    list: ["GET", "/api/pools"],
    create: ["POST", "/api/pools"],
    update: ["PUT", "/api/pools/{poolId}"],
    remove: ["DELETE", "/api/pools/{poolId}"],
    newInvite: ["POST", "/api/pools/{poolId}/invite"],
    closeInvite: ["DELETE", "/api/pools/{poolId}/invite"],
    transferOwnership: ["PUT", "/api/pools/{poolId}/owner"],
    announce: ["PUT", "/api/pools/{poolId}/announcement"],
    clearAnnouncement: ["DELETE", "/api/pools/{poolId}/announcement"],
    setSeason: ["PUT", "/api/pools/{poolId}/season"],
    export: ["GET", "/api/pools/{poolId}/export"],
    members: ["GET", "/api/pools/{poolId}/members"],
    removeMember: ["DELETE", "/api/pools/{poolId}/members/{userId}"],
    picks: ["GET", "/api/pools/{poolId}/picks"],
    table: ["GET", "/api/pools/{poolId}/table"],
    previewInvite: ["GET", "/api/pools/join/{code}"],
    join: ["POST", "/api/pools/join/{code}"],
  },
  preferences: {
    update: ["PUT", "/api/user/preferences"],
  },
  push: {
    key: ["GET", "/api/user/push-subscription"],
    subscribe: ["PUT", "/api/user/push-subscription"],
    unsubscribe: ["DELETE", "/api/user/push-subscription"],
    updatePreferences: ["PUT", "/api/user/push-preferences"],
  },
  signInMethods: {
    unlink: ["DELETE", "/api/user/sign-in-methods/{provider}"],
  },
  social: {
    follow: ["POST", "/api/follow/{id}"],
    unfollow: ["DELETE", "/api/follow/{id}"],
    followers: ["GET", "/api/follow/followers/{id}"],
    followings: ["GET", "/api/follow/followings/{id}"],
    notifications: ["GET", "/api/notifications"],
    notificationCount: ["GET", "/api/notifications/count"],
    readNotification: ["PUT", "/api/notifications/read"],
    readAllNotifications: ["PUT", "/api/notifications/read/all"],
  },
  poolChat: {
    get: ["GET", "/api/pools/{poolId}/chat"],
    set: ["PUT", "/api/pools/{poolId}/chat"],
    remove: ["DELETE", "/api/pools/{poolId}/chat"],
    test: ["POST", "/api/pools/{poolId}/chat/test"],
  },
  survivor: {
    get: ["GET", "/api/pools/{poolId}/survivor"],
    pick: ["PUT", "/api/pools/{poolId}/survivor/pick"],
    setOptions: ["PUT", "/api/pools/{poolId}/survivor/options"],
  },
  system: {
    reportClientError: ["POST", "/api/client-errors"],
  },
  unsubscribe: {
    unsubscribe: ["POST", "/api/unsubscribe"],
  },
  users: {
    me: ["GET", "/api/user/me"],
    shell: ["GET", "/api/user/shell"],
    update: ["PUT", "/api/user"],
    uploadPicture: ["POST", "/api/user/upload/profile-picture"],
  },
} as const satisfies Record<string, Record<string, RouteLine>>;

/** A route line as a declaration spells it: `endpoint({ ...methodAndPath(routes.pools.create), ... })`. */
export function methodAndPath<const L extends RouteLine>([method, path]: L): { method: L[0]; path: L[1] } {
  return { method, path };
}
