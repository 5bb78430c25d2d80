// Requests of the fixture board, a fixture, its picks and a pick.
import { z } from "zod";
import { DEFAULT_FIXTURE_FILTER } from "@/lib/domain/periods";
import { fixtureFilterSchema, sideSchema } from "./enums";
import { pageQuery } from "./page";
import { idSchema } from "./params";

export const FIXTURES_PAGE_SIZE = 50;
export const FIXTURES_MAX_PAGE_SIZE = 100;

export const fixtureListQuery = pageQuery(FIXTURES_PAGE_SIZE, FIXTURES_MAX_PAGE_SIZE).extend({
  filter: fixtureFilterSchema.default(DEFAULT_FIXTURE_FILTER),
});

export const fixturePicksParams = z.object({ fixtureId: idSchema });
export const fixturePicksQuery = pageQuery(FIXTURES_PAGE_SIZE, FIXTURES_MAX_PAGE_SIZE);

export const pickBody = z.object({ side: sideSchema, fixtureId: idSchema });
