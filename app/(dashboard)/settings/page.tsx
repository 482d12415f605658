import { requirePermission } from "@/app/_server/auth";
import { requestOrigin } from "@/app/_server/request-origin";
import Link from "next/link";
import { ActionForm, Field } from "@/components/settings/action-form";
import { getDb } from "@/lib/db/client";
import { formatTime } from "@/lib/dashboard/format";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { PaymentApiError, paymentApi, type Deliveries } from "@/lib/dashboard/payment-api";
import { checkPaymentApi } from "@/lib/dashboard/settings/check-payment-api";
import { listUsers } from "@/lib/dashboard/users/list-users";
import { can, ROLES } from "@/lib/dashboard/users/roles";
import { getTwoFactorRequirement } from "@/lib/dashboard/two-factor/get-two-factor-requirement";
import { changeUserAction, createUserAction, endpointAction, redeliverAction, resetTwoFactorAction, rotateSecretAction, twoFactorRequirementAction } from "./actions";

export const metadata = { title: "Settings" };

type Props = { searchParams: Promise<{ intent?: string }> };

function Card({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function SettingsPage({ searchParams }: Props) {
  const me = await requirePermission("settings:manage");
  const config = merchantConfig();
  const api = paymentApi(config);
  const prisma = (await getDb()).prisma;
  const [users, status, twoFactorRequired] = await Promise.all([listUsers(prisma), checkPaymentApi(api, config), getTwoFactorRequirement(prisma)]);
  // Where the browser reached this dashboard (behind a proxy: its public origin).
  const receiverUrl = `${await requestOrigin()}/api/webhooks/payment`;
  const intent = (await searchParams).intent?.trim();
  let deliveries: Deliveries | null = null;
  let deliveriesError: string | null = null;
  if (intent) {
    try {
      deliveries = await api.deliveries(intent);
    } catch (error) {
      deliveriesError = error instanceof PaymentApiError ? `${error.httpStatus} ${error.code}` : "the payment API did not answer";
    }
  }
  const endpoint = status.endpoint;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>

      <Card title="Users" id="users-heading">
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="py-2">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Since</th>
              <th scope="col">Two-factor</th>
              <th scope="col">Access</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.id} data-user={user.email}>
                <td className="py-2">{user.name}</td>
                <td>{user.email}</td>
                <td>
                  <ActionForm action={changeUserAction} submit="Save" className="flex items-center gap-2" spellErrors>
                    <input type="hidden" name="id" value={user.id} />
                    <select name="role" defaultValue={user.role} aria-label={`Role of ${user.email}`} className="rounded-lg border border-slate-300 px-2 py-1 text-sm">
                      {ROLES.map((role) => (
                        <option key={role}>{role}</option>
                      ))}
                    </select>
                  </ActionForm>
                </td>
                <td>{formatTime(user.createdAt, config)}</td>
                <td>
                  <span data-testid="two-factor">{user.twoFactor ? "On" : "Off"}</span>
                  {user.twoFactor && (
                    <ActionForm action={resetTwoFactorAction} submit="Reset" danger spellErrors className="inline-flex items-center gap-1 pl-2">
                      <input type="hidden" name="id" value={user.id} />
                    </ActionForm>
                  )}
                </td>
                <td>
                  <ActionForm action={changeUserAction} submit={user.disabledAt ? "Enable" : "Disable"} danger={!user.disabledAt} spellErrors>
                    <input type="hidden" name="id" value={user.id} />
                    <input type="hidden" name="disabled" value={user.disabledAt ? "false" : "true"} />
                    {user.disabledAt && <span className="mr-2 text-xs text-red-700">disabled</span>}
                  </ActionForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="pt-2 text-sm font-semibold">Add a user</h3>
        <ActionForm action={createUserAction} submit="Create user" className="grid items-end gap-3 sm:grid-cols-5">
          <Field label="Name" name="name" />
          <Field label="Email" name="email" type="email" />
          <Field label="Role" name="role">
            <select name="role" defaultValue="cashier" className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm">
              {ROLES.map((role) => (
                <option key={role}>{role}</option>
              ))}
            </select>
          </Field>
          <Field label="Initial password" name="password" type="password" />
        </ActionForm>
      </Card>

      <Card title="Sign-in security" id="sign-in-heading">
        <p className="text-sm text-slate-700" data-testid="two-factor-requirement">
          {twoFactorRequired
            ? "Every user must use two-factor sign-in: those without it are sent to set it up before anything else."
            : "Two-factor sign-in is each user's choice (Your account)."}
        </p>
        <ActionForm action={twoFactorRequirementAction} submit={twoFactorRequired ? "Stop requiring two-factor" : "Require two-factor for every user"} danger={twoFactorRequired} spellErrors>
          <input type="hidden" name="required" value={twoFactorRequired ? "false" : "true"} />
        </ActionForm>
        <p className="text-xs text-slate-500">
          Sign-in locks an account for {Math.round(config.signIn.lockSeconds / 60)} minutes after {config.signIn.maxFailures} failed attempts, with growing waits before that.
        </p>
      </Card>

      {can(me.role, "audit:read") && (
        <Card title="Activity" id="activity-heading">
          <p className="text-sm text-slate-600">
            Who did what in this dashboard: sign-ins, users and roles, webhook settings, payments created here; when, from where and what changed.
          </p>
          <Link href="/settings/activity" className="inline-block rounded-lg px-3 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-50">
            Open the activity log →
          </Link>
        </Card>
      )}

      <Card title="Payment API" id="api-heading">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">Base URL</dt>
            <dd className="font-mono">{status.baseUrl}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">API key</dt>
            <dd className="font-mono" data-testid="masked-key">{status.maskedKey}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">Answers</dt>
            <dd data-testid="api-reachable" className={status.reachable ? "text-emerald-700" : "text-red-700"}>
              {status.reachable ? "Yes" : `No (${status.error})`}
            </dd>
          </div>
        </dl>
      </Card>

      <Card title="Webhooks" id="webhooks-heading">
        {endpoint && (!endpoint.enabled || endpoint.failingSince) && (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {endpoint.enabled ? `Deliveries are failing since ${formatTime(endpoint.failingSince, config, true)}.` : `Deliveries are stopped: ${endpoint.disabledReason}.`}
          </p>
        )}
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">This dashboard&apos;s receiver (give it to the payment service)</dt>
            <dd className="font-mono" data-testid="receiver-url">{receiverUrl}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">Endpoint the service delivers to</dt>
            <dd className="font-mono">{endpoint?.url ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">State</dt>
            <dd data-testid="endpoint-state">
              {endpoint ? (endpoint.enabled ? "enabled" : "disabled") : "unknown"} · {endpoint?.pending ?? 0} pending · {endpoint?.failed ?? 0} failed
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">Signing secrets in force</dt>
            <dd>{endpoint?.secrets.map((s) => `${s.id}${s.expires ? ` (until ${formatTime(s.expires, config)})` : ""}`).join(", ") ?? "—"}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-3">
          {endpoint && endpoint.url !== receiverUrl && (
            <ActionForm action={endpointAction} submit="Deliver to this dashboard">
              <input type="hidden" name="do" value="use-receiver" />
              <input type="hidden" name="receiverUrl" value={receiverUrl} />
            </ActionForm>
          )}
          {endpoint && !endpoint.enabled && (
            <ActionForm action={endpointAction} submit="Re-enable deliveries">
              <input type="hidden" name="do" value="enable" />
            </ActionForm>
          )}
        </div>
        <ActionForm action={rotateSecretAction} submit="Rotate signing secret" className="flex flex-wrap items-end gap-3">
          <Field label="Keep the old secret valid for (hours)" name="overlapHours" type="number" defaultValue="24" />
        </ActionForm>
      </Card>

      <Card title="Delivery log" id="deliveries-heading">
        <form method="get" className="flex items-end gap-2">
          <label className="text-sm font-medium text-slate-700">
            Intent
            <input name="intent" defaultValue={intent} placeholder="qp_…" className="mt-1 w-80 rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm" />
          </label>
          <button className="rounded-lg border border-slate-300 px-3 py-2 text-sm">Show deliveries</button>
        </form>
        {deliveriesError && <p role="alert" className="text-sm text-red-700">Could not read the deliveries: {deliveriesError}.</p>}
        {deliveries && (
          <table className="w-full text-left text-sm" data-testid="delivery-log">
            <thead className="text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="py-2">#</th>
                <th scope="col">Status</th>
                <th scope="col">State</th>
                <th scope="col">Attempts (time · HTTP · latency)</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {deliveries.events.map((event) => (
                <tr key={event.event} data-event={event.event}>
                  <td className="py-2">{event.seq}</td>
                  <td className="font-mono text-xs">{event.status}</td>
                  <td>{event.state}</td>
                  <td>
                    <ul className="space-y-0.5">
                      {event.deliveries.map((d) => (
                        <li key={d.attempt} className="font-mono text-xs">
                          {formatTime(d.at, config, true)} · {d.httpStatus ?? "—"} · {d.latencyMs} ms{d.error ? ` · ${d.error}` : ""}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <ActionForm action={redeliverAction} submit="Redeliver">
                      <input type="hidden" name="event" value={event.event} />
                    </ActionForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
