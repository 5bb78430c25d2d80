// /login: the login form for signed-out visitors; an unverified user is offered a new verify link or to sign out.
import { LoginForm } from "@/components/auth/LoginForm";
import { SignedOutOnly, signedOutMetadata } from "@/components/auth/SignedOutOnly";

export const generateMetadata = () => signedOutMetadata("Login");

export default function LoginPage() {
  return (
    <SignedOutOnly>
      <LoginForm title="Login" />
    </SignedOutOnly>
  );
}
