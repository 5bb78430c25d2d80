// The card pick's body as the route parses it, for the use case that takes it.
import type { z } from "zod";
import type { cardPickBody } from "@/lib/contracts/card-pools";

export type CardPickBody = z.output<typeof cardPickBody>;
