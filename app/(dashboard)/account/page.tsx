import { requireSignedIn } from "@/app/_server/auth";
import { TwoFactorCard } from "@/components/account/two-factor-card";
import { SignOutEverywhere } from "@/components/account/sign-out-everywhere";
import { getDb } from "@/lib/db/client";
import { formatTime } from "@/lib/dashboard/format";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { getTwoFactorStatus } from "@/lib/dashboard/two-factor/get-two-factor-status";
import { confirmEnrolmentAction, disableTwoFactorAction, signOutEverywhereAction, startEnrolmentAction } from "./actions";

export const metadata = { title: "Your account" };

type Props = { searchParams: Promise<{ setup?: string }> };

/** Every signed-in user's own page: two-factor sign-in and their sessions. */
export default async function AccountPage({ searchParams }: Props) {
  const user = await requireSignedIn();
  const status = await getTwoFactorStatus((await getDb()).prisma, user.id);
  const setupRequired = (await searchParams).setup === "required" && user.mustEnrolTwoFactor;
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Your account</h1>
      <p className="text-sm text-slate-600">
        {user.name} · {user.email} · <span className="font-medium">{user.role}</span>
      </p>
      {setupRequired && (
        <p role="alert" className="rounded-lg bg-amber-100 px-4 py-3 text-sm text-amber-900">
          An owner requires two-factor sign-in for every user. Set it up below to continue.
        </p>
      )}
      <TwoFactorCard
        status={{ ...status, enabledAt: status.enabledAt ? formatTime(status.enabledAt, merchantConfig()) : null }}
        start={startEnrolmentAction}
        confirm={confirmEnrolmentAction}
        disable={disableTwoFactorAction}
      />
      <SignOutEverywhere action={signOutEverywhereAction} />
    </div>
  );
}
