// Words the server and the client share: what any failure without a reason of its own says.
export const FALLBACK_ERROR_MESSAGE = "An error has occured";
