-- E-mailed links are exchanged by their token alone: the hashed token is unique and found through its own index.
CREATE UNIQUE INDEX "VerificationToken_token_key" ON "VerificationToken"("token");
