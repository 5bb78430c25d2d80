// /verify?token=… (older links also carry &email=…): the page posts the sign-up token itself, then asks for a nickname.
import type { Metadata } from "next";
import { emailedLinkPage } from "@/components/auth/EmailedLinkPage";
import { VerifyEmail } from "@/components/auth/VerifyEmail";
import { EMAILED_LINK_METADATA } from "@/lib/server/auth/link-page";

export const metadata: Metadata = { title: "Verify your e-mail", ...EMAILED_LINK_METADATA };

export default emailedLinkPage(VerifyEmail);
