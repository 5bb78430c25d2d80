// Route input schemas for the social calls: ids, usernames, notification ids.
import { z } from "zod";

export const userIdParams = z.object({ id: z.string().min(1).max(64) });
export const usernameParams = z.object({ key: z.string().min(1).max(100) });
export const notificationIdBody = z.object({ id: z.coerce.number().int().positive() });
