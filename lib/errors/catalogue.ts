// The error catalogue: every refusal the app makes, with its HTTP status and the message users see.
import { FALLBACK_ERROR_MESSAGE } from "@/lib/domain/messages";

export const ERROR_CATALOGUE = {
  UNAUTHORIZED: { status: 401, message: "This action is not authorized" },
  FORBIDDEN: { status: 403, message: "You are not allowed to do this" },
  NOT_FOUND: { status: 404, message: "We could not find what you asked for" },
  USER_NOT_FOUND: { status: 404, message: "This email is not associated with any user" },
  VALIDATION_ERROR: { status: 400, message: "Some fields are not valid" },
  METHOD_NOT_ALLOWED: { status: 405, message: "This address does not answer this method" },
  CONFLICT: { status: 409, message: "This already exists" },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request is too large" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Send the request body as JSON" },
  PICK_CLOSED: { status: 422, message: "This game has started: picks are closed" },
  NO_ODDS: { status: 422, message: "There is no money line for this side yet" },
  ODDS_CHANGED: { status: 422, message: "The odds have changed: check the new line and confirm again" },
  TEAM_USED: { status: 409, message: "You have already used this team in this pool: each team can be picked once" },
  SURVIVOR_OUT: { status: 409, message: "You are out of this survivor pool: you have no lives left" },
  SURVIVOR_OVER: { status: 409, message: "This survivor pool is over: it has its winner" },
  CHAT_HOOK_FAILED: { status: 502, message: "The group chat did not take the message: check the webhook URL, or paste it again" },
  NOT_ON_CARD: { status: 422, message: "This game is not on the pool's card for this week" },
  CARD_FULL: { status: 409, message: "Your card is full: clear a pick before choosing another game" },
  CONFIDENCE_INVALID: { status: 422, message: "Each pick needs its own confidence number, from 1 to the number of games on the card" },
  SEASON_NOT_OVER: { status: 409, message: "This season is not over yet: the next one can start once its last week is settled" },
  CONFIDENCE_LOCKED: { status: 422, message: "A game that has started keeps its confidence number" },
  RATE_LIMITED: { status: 429, message: "Too many requests: please wait a moment and try again" },
  UNKNOWN: { status: 500, message: FALLBACK_ERROR_MESSAGE },
  SERVICE_UNAVAILABLE: { status: 503, message: "Pickline is briefly unavailable: please try again in a few seconds" },
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export type FieldIssue = { path: string; message: string };

export type ErrorBody = {
  code: ErrorCode;
  message: string;
  issues?: FieldIssue[];
  details?: unknown;
};
