// The picker's sign-in methods: the e-mail link (always: every picker has an address) and the linked provider
// accounts; unlinking goes through the adapter and keeps at least one method.
import "server-only";
import type { SignInMethod, SignInMethods } from "@/lib/contracts/sign-in-methods";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { pickerAdapter } from "./adapter";
import { OAUTH_LABELS, OAUTH_PROVIDERS, type OAuthProviderId } from "./oauth-providers";

const isProvider = (provider: string): provider is OAuthProviderId => (OAUTH_PROVIDERS as readonly string[]).includes(provider);

export async function listSignInMethods(userId: string): Promise<SignInMethods> {
  const accounts = await db.account.findMany({ where: { userId }, select: { provider: true }, orderBy: { createdAt: "asc" } });
  const linked = accounts.map((account) => account.provider).filter(isProvider);
  const total = linked.length + 1;
  const methods: SignInMethod[] = [
    { id: "email", label: "E-mail link", removable: false },
    ...linked.map((id) => ({ id, label: OAUTH_LABELS[id], removable: total > 1 })),
  ];
  return { methods };
}

export async function unlinkSignInMethod(userId: string, provider: OAuthProviderId): Promise<SignInMethods> {
  const account = await db.account.findFirst({ where: { userId, provider }, select: { providerAccountId: true } });
  if (!account) throw new AppError("NOT_FOUND", { message: "This sign-in method is not linked" });
  const { methods } = await listSignInMethods(userId);
  if (methods.length < 2) throw new AppError("CONFLICT", { message: "Keep at least one way to sign in" });
  await pickerAdapter().unlinkAccount!({ provider, providerAccountId: account.providerAccountId });
  return listSignInMethods(userId);
}
