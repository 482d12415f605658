-- AlterTable
ALTER TABLE "dashboard_user" ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "totp_enabled_at" TIMESTAMPTZ(3),
ADD COLUMN     "totp_last_step" INTEGER,
ADD COLUMN     "totp_pending_enc" TEXT,
ADD COLUMN     "totp_secret_enc" TEXT;

-- CreateTable
CREATE TABLE "dashboard_recovery_code" (
    "user_id" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "dashboard_recovery_code_pkey" PRIMARY KEY ("user_id","code_hash")
);

-- CreateTable
CREATE TABLE "sign_in_throttle" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "window_start" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_failure_at" TIMESTAMPTZ(3),
    "locked_until" TIMESTAMPTZ(3),

    CONSTRAINT "sign_in_throttle_pkey" PRIMARY KEY ("key")
);

-- AddForeignKey
ALTER TABLE "dashboard_recovery_code" ADD CONSTRAINT "dashboard_recovery_code_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "dashboard_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: counts never go below zero.
ALTER TABLE "dashboard_user" ADD CONSTRAINT "dashboard_user_session_version_check" CHECK ("session_version" >= 0);
ALTER TABLE "sign_in_throttle" ADD CONSTRAINT "sign_in_throttle_failures_check" CHECK ("failures" >= 0);
