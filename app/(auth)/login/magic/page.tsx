// /login/magic?token=… (older links also carry &email=…): the page posts the token itself; opening the link spends nothing.
import type { Metadata } from "next";
import { emailedLinkPage } from "@/components/auth/EmailedLinkPage";
import { MagicLogin } from "@/components/auth/MagicLogin";
import { EMAILED_LINK_METADATA } from "@/lib/server/auth/link-page";

export const metadata: Metadata = { title: "Login", ...EMAILED_LINK_METADATA };

export default emailedLinkPage(MagicLogin);
