// Requests of the free daily picks list.
import { pageQuery } from "./page";

export const DAILY_PICKS_PAGE_SIZE = 20;
export const DAILY_PICKS_MAX_PAGE_SIZE = 50;

export const dailyPicksQuery = pageQuery(DAILY_PICKS_PAGE_SIZE, DAILY_PICKS_MAX_PAGE_SIZE);
