-- The daily mail budget: e-mails handed to the provider per local day (APP_TIMEZONE), sign-in links and opt-in e-mail
-- (reminders, digests) apart. Reminders and digests are sent only while the day's total leaves the sign-in reserve.
CREATE TABLE "MailDay" (
    "day" DATE NOT NULL,
    "signIn" INTEGER NOT NULL DEFAULT 0,
    "optIn" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "MailDay_pkey" PRIMARY KEY ("day")
);
