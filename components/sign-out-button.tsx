"use client";

import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";

export function SignOutButton() {
  const t = useTranslations("nav");
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => {
        setPending(true);
        void signOut({ callbackUrl: "/login" });
      }}
      className="flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-left text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 xl:min-h-9 xl:px-2.5"
    >
      {pending ? t("signingOut") : t("signOut")}
    </button>
  );
}
