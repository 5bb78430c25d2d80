// Requests of the social calls: follows, the network feeds and notifications.
import { z } from "zod";
import { pageQuery } from "./page";
import { idSchema, userIdSchema } from "./params";

export const SOCIAL_PAGE_SIZE = 20;
export const SOCIAL_MAX_PAGE_SIZE = 50;

/** follow/{id}, follow/followers/{id}, follow/followings/{id}: the picker's user id. */
export const followParams = z.object({ id: userIdSchema });

export const socialPageQuery = pageQuery(SOCIAL_PAGE_SIZE, SOCIAL_MAX_PAGE_SIZE);

export const notificationIdBody = z.object({ id: idSchema });
