// Request bodies of the account routes: declared with their calls in lib/contracts/auth.
export { emailBody, linkBody } from "@/lib/contracts/auth";
