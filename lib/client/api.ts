// The API calls the browser makes, each mirrored from its declaration in lib/contracts (see api-route for why a mirror).
import type { adminApi } from "@/lib/contracts/admin";
import type { authApi } from "@/lib/contracts/auth";
import type { fixturesApi } from "@/lib/contracts/fixtures";
import type { leaderboardApi } from "@/lib/contracts/leaderboard";
import type { parlaysApi } from "@/lib/contracts/parlays";
import type { pickersApi } from "@/lib/contracts/pickers";
import type { picksApi } from "@/lib/contracts/picks";
import type { poolsApi } from "@/lib/contracts/pools";
import type { preferencesApi } from "@/lib/contracts/preferences";
import type { signInMethodsApi } from "@/lib/contracts/sign-in-methods";
import type { socialApi } from "@/lib/contracts/social";
import type { systemApi } from "@/lib/contracts/system";
import type { survivorApi } from "@/lib/contracts/survivor";
import type { unsubscribeApi } from "@/lib/contracts/unsubscribe";
import type { usersApi } from "@/lib/contracts/users";
import { route } from "./api-route";

export { apiPath } from "./api-path";
export { callApi } from "./call-api";

type Pools = typeof poolsApi;
type Social = typeof socialApi;

export const api = {
  admin: {
    updateReport: route<typeof adminApi.updateReport>("PUT", "/api/admin/fixtures/{id}/report"),
    correctResult: route<typeof adminApi.correctResult>("PUT", "/api/admin/fixtures/{id}/result"),
  },
  auth: {
    signup: route<typeof authApi.signup>("POST", "/api/signup"),
    login: route<typeof authApi.login>("POST", "/api/login"),
    verify: route<typeof authApi.verify>("POST", "/api/verify"),
    magicLogin: route<typeof authApi.magicLogin>("POST", "/api/login/magic"),
    logout: route<typeof authApi.logout>("POST", "/api/logout"),
    logoutEverywhere: route<typeof authApi.logoutEverywhere>("POST", "/api/logout/everywhere"),
  },
  fixtures: {
    list: route<typeof fixturesApi.list>("GET", "/api/{sport}/{league}/fixtures"),
    get: route<typeof fixturesApi.get>("GET", "/api/{sport}/{league}/fixture/{id}"),
  },
  leaderboard: {
    get: route<typeof leaderboardApi.get>("GET", "/api/leaderboard"),
  },
  parlays: {
    create: route<typeof parlaysApi.create>("POST", "/api/parlay"),
    list: route<typeof parlaysApi.list>("GET", "/api/picker/parlays/{userId}"),
  },
  pickers: {
    search: route<typeof pickersApi.search>("GET", "/api/pickers"),
    picks: route<typeof pickersApi.picks>("GET", "/api/picker/picks/{userId}/{pickState}"),
  },
  picks: {
    create: route<typeof picksApi.create>("POST", "/api/{sport}/{league}/pick"),
  },
  pools: {
    create: route<Pools["create"]>("POST", "/api/pools"),
    update: route<Pools["update"]>("PUT", "/api/pools/{poolId}"),
    remove: route<Pools["remove"]>("DELETE", "/api/pools/{poolId}"),
    newInvite: route<Pools["newInvite"]>("POST", "/api/pools/{poolId}/invite"),
    closeInvite: route<Pools["closeInvite"]>("DELETE", "/api/pools/{poolId}/invite"),
    transferOwnership: route<Pools["transferOwnership"]>("PUT", "/api/pools/{poolId}/owner"),
    announce: route<Pools["announce"]>("PUT", "/api/pools/{poolId}/announcement"),
    clearAnnouncement: route<Pools["clearAnnouncement"]>("DELETE", "/api/pools/{poolId}/announcement"),
    setSeason: route<Pools["setSeason"]>("PUT", "/api/pools/{poolId}/season"),
    export: route<Pools["export"]>("GET", "/api/pools/{poolId}/export"),
    members: route<Pools["members"]>("GET", "/api/pools/{poolId}/members"),
    removeMember: route<Pools["removeMember"]>("DELETE", "/api/pools/{poolId}/members/{userId}"),
    picks: route<Pools["picks"]>("GET", "/api/pools/{poolId}/picks"),
    table: route<Pools["table"]>("GET", "/api/pools/{poolId}/table"),
    previewInvite: route<Pools["previewInvite"]>("GET", "/api/pools/join/{code}"),
    join: route<Pools["join"]>("POST", "/api/pools/join/{code}"),
  },
  preferences: {
    update: route<typeof preferencesApi.update>("PUT", "/api/user/preferences"),
  },
  signInMethods: {
    unlink: route<typeof signInMethodsApi.unlink>("DELETE", "/api/user/sign-in-methods/{provider}"),
  },
  social: {
    follow: route<Social["follow"]>("POST", "/api/follow/{id}"),
    unfollow: route<Social["unfollow"]>("DELETE", "/api/follow/{id}"),
    followers: route<Social["followers"]>("GET", "/api/follow/followers/{id}"),
    followings: route<Social["followings"]>("GET", "/api/follow/followings/{id}"),
    notifications: route<Social["notifications"]>("GET", "/api/notifications"),
    notificationCount: route<Social["notificationCount"]>("GET", "/api/notifications/count"),
    readNotification: route<Social["readNotification"]>("PUT", "/api/notifications/read"),
    readAllNotifications: route<Social["readAllNotifications"]>("PUT", "/api/notifications/read/all"),
  },
  survivor: {
    get: route<typeof survivorApi.get>("GET", "/api/pools/{poolId}/survivor"),
    pick: route<typeof survivorApi.pick>("PUT", "/api/pools/{poolId}/survivor/pick"),
    setOptions: route<typeof survivorApi.setOptions>("PUT", "/api/pools/{poolId}/survivor/options"),
  },
  system: {
    reportClientError: route<typeof systemApi.reportClientError>("POST", "/api/client-errors"),
  },
  unsubscribe: {
    unsubscribe: route<typeof unsubscribeApi.unsubscribe>("POST", "/api/unsubscribe"),
  },
  users: {
    me: route<typeof usersApi.me>("GET", "/api/user/me"),
    shell: route<typeof usersApi.shell>("GET", "/api/user/shell"),
    update: route<typeof usersApi.update>("PUT", "/api/user"),
    uploadPicture: route<typeof usersApi.uploadPicture>("POST", "/api/user/upload/profile-picture"),
  },
};
