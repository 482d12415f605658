-- AlterTable
ALTER TABLE "dashboard_user" ADD COLUMN     "locale" TEXT;

-- A language the dashboard speaks (lib/i18n/locales.ts), or none chosen.
ALTER TABLE "dashboard_user" ADD CONSTRAINT "dashboard_user_locale_check" CHECK ("locale" IS NULL OR "locale" IN ('es-MX', 'en'));
