import Link from "next/link";
import { can, type Permission } from "@/lib/dashboard/users/roles";
import type { SessionUser } from "@/lib/dashboard/users/authenticate-user";
import { LiveIndicator } from "./live-updates";
import { SignOutButton } from "./sign-out-button";

const LINKS: Array<{ href: string; label: string; permission: Permission }> = [
  { href: "/overview", label: "Overview", permission: "reports:read" },
  { href: "/intents", label: "Payments", permission: "intents:read" },
  { href: "/checkout", label: "Till", permission: "payments:create" },
  { href: "/cash-up", label: "Cash-up", permission: "cashup:read" },
  { href: "/intents/new", label: "New payment", permission: "payments:create" },
  { href: "/settings", label: "Settings", permission: "settings:manage" },
];

/** Only the links the user's role may follow (each page checks again on the server). */
export function Nav({ user, sandbox }: { user: SessionUser; sandbox: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/intents" className="text-lg font-semibold tracking-tight">
          Caja
          {sandbox && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 align-middle text-[11px] font-medium text-amber-800">sandbox</span>}
        </Link>
        <nav aria-label="Main" className="flex flex-wrap gap-1">
          {LINKS.filter((link) => can(user.role, link.permission)).map((link) => (
            <Link key={link.href} href={link.href} className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <LiveIndicator />
          <Link href="/account" className="text-sm text-slate-600 hover:text-slate-900" data-testid="current-user" title="Your account">
            {user.name} · <span className="font-medium">{user.role}</span>
          </Link>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
