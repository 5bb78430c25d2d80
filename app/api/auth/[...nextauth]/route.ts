// GET, POST /api/auth/* (Auth.js: session, csrf, signout)
import { handlers } from "@/auth";

export const { GET, POST } = handlers;
