// /signup: the sign-up form for signed-out visitors; an unverified user is offered a new verify link or to sign out.
import { SignedOutOnly, signedOutMetadata } from "@/components/auth/SignedOutOnly";
import { SignupForm } from "@/components/auth/SignupForm";

export const generateMetadata = () => signedOutMetadata("Signup");

export default function SignupPage() {
  return (
    <SignedOutOnly>
      <SignupForm />
    </SignedOutOnly>
  );
}
