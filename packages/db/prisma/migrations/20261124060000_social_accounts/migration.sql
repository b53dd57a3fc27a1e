-- CreateTable
CREATE TABLE "SocialAccount" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "displayName" TEXT,
    "profilePicture" TEXT,
    "rssUrl" TEXT,
    "channelId" TEXT,
    "isConnected" BOOLEAN NOT NULL DEFAULT true,
    "connectionKind" TEXT NOT NULL,
    "monthlyGrowthTarget" INTEGER NOT NULL DEFAULT 10,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SocialAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OAuthCredential" (
    "accountId" TEXT NOT NULL,
    "accessTokenSealed" TEXT NOT NULL,
    "refreshTokenSealed" TEXT,
    "expiresAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "OAuthCredential_pkey" PRIMARY KEY ("accountId")
);

-- CreateTable
CREATE TABLE "OAuthPending" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "username" TEXT,
    "name" TEXT,
    "followers" INTEGER,
    "posts" INTEGER,
    "accessTokenSealed" TEXT,
    "refreshTokenSealed" TEXT,
    "expiresAt" TIMESTAMPTZ(3),
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OAuthPending_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GrowthSnapshot" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "capturedAt" TIMESTAMPTZ(3) NOT NULL,
    "followers" INTEGER,
    "posts" INTEGER,
    "views" BIGINT,
    "source" TEXT NOT NULL,

    CONSTRAINT "GrowthSnapshot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SocialAccount_userId_businessId_createdAt_idx" ON "SocialAccount"("userId", "businessId", "createdAt");

-- CreateIndex
CREATE INDEX "SocialAccount_connectionKind_isConnected_idx" ON "SocialAccount"("connectionKind", "isConnected");

-- CreateIndex
CREATE UNIQUE INDEX "SocialAccount_userId_platform_handle_key" ON "SocialAccount"("userId", "platform", "handle");

-- CreateIndex
CREATE UNIQUE INDEX "OAuthPending_state_key" ON "OAuthPending"("state");

-- CreateIndex
CREATE INDEX "OAuthPending_userId_completedAt_idx" ON "OAuthPending"("userId", "completedAt");

-- CreateIndex
CREATE INDEX "GrowthSnapshot_accountId_capturedAt_idx" ON "GrowthSnapshot"("accountId", "capturedAt");

-- CreateIndex
CREATE INDEX "ContentPlan_accountId_idx" ON "ContentPlan"("accountId");

-- AddForeignKey
ALTER TABLE "ContentPlan" ADD CONSTRAINT "ContentPlan_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "SocialAccount"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialAccount" ADD CONSTRAINT "SocialAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialAccount" ADD CONSTRAINT "SocialAccount_businessId_userId_fkey" FOREIGN KEY ("businessId", "userId") REFERENCES "Business"("id", "userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OAuthCredential" ADD CONSTRAINT "OAuthCredential_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "SocialAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OAuthPending" ADD CONSTRAINT "OAuthPending_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GrowthSnapshot" ADD CONSTRAINT "GrowthSnapshot_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "SocialAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;


