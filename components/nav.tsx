import { getTranslations } from "next-intl/server";
import { can, type Permission } from "@/lib/dashboard/users/roles";
import type { SessionUser } from "@/lib/dashboard/users/authenticate-user";
import { LiveIndicator } from "./live-updates";
import { NavMenu } from "./nav-menu";
import { SignOutButton } from "./sign-out-button";

const LINKS = [
  { href: "/overview", key: "overview", permission: "reports:read" },
  { href: "/intents", key: "payments", permission: "intents:read" },
  { href: "/checkout", key: "till", permission: "payments:create" },
  { href: "/cash-up", key: "cashUp", permission: "cashup:read" },
  { href: "/deposits", key: "deposits", permission: "deposits:read" },
  { href: "/invoices", key: "invoices", permission: "invoices:read" },
  { href: "/catalogue", key: "catalogue", permission: "catalogue:read" },
  { href: "/intents/new", key: "newPayment", permission: "payments:create" },
  { href: "/settings", key: "settings", permission: "settings:manage" },
] as const satisfies ReadonlyArray<{ href: string; key: string; permission: Permission }>;

/** Only the links the user's role may follow (each page checks again on the server), in the user's language. */
export async function Nav({ user, sandbox }: { user: SessionUser; sandbox: boolean }) {
  const [t, common] = await Promise.all([getTranslations("nav"), getTranslations("common")]);
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <NavMenu
        brand={
          <>
            {common("appName")}
            {sandbox && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 align-middle text-[11px] font-medium text-amber-800">{common("sandbox")}</span>}
          </>
        }
        links={LINKS.filter((link) => can(user.role, link.permission)).map((link) => ({ href: link.href, label: t(`links.${link.key}`) }))}
        status={<LiveIndicator />}
        account={{ href: "/account", name: user.name, role: t(`roles.${user.role}`), label: t("yourAccount") }}
        signOut={<SignOutButton />}
        labels={{ main: t("main"), menu: t("menu") }}
      />
    </header>
  );
}
