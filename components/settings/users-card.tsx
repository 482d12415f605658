import { getTranslations } from "next-intl/server";
import type { Format } from "@/lib/i18n/create-format";
import { ROLES, type Role } from "@/lib/dashboard/users/roles";
import { ActionForm, Field, type Action } from "./action-form";
import { Card } from "./card";

type User = { id: string; email: string; name: string; role: string; disabledAt: Date | null; createdAt: Date; twoFactor: boolean };

const cell = "grid grid-cols-[6.5rem_minmax(0,1fr)] items-start gap-x-3 py-1 lg:table-cell lg:px-2 lg:py-2 lg:align-middle";
const label = "pt-2.5 text-xs font-medium uppercase tracking-wide text-slate-500 lg:hidden";
const select = "min-h-11 max-w-full rounded-lg border border-slate-300 bg-white px-2 text-sm sm:min-h-9";

/**
 * The users and what an owner changes about them: role, two-factor reset, access; and a form to
 * add one. A table on wide screens; each user a card of labelled lines on narrow ones (the same
 * markup, so nothing sticks out of its card at any width). Changes that lock someone out ask first.
 */
export async function UsersCard({ users, meId, f, actions }: { users: User[]; meId: string; f: Format; actions: { change: Action; reset: Action; create: Action } }) {
  const [t, nav, common] = await Promise.all([getTranslations("settings"), getTranslations("nav.roles"), getTranslations("common")]);
  const roleName = (role: string) => ((ROLES as readonly string[]).includes(role) ? nav(role as Role) : role);
  const cancel = common("cancel");
  return (
    <Card title={t("users.heading")} id="users-heading">
      <table className="block w-full text-left text-sm lg:table" data-testid="users-table">
        <thead className="hidden text-xs uppercase tracking-wide text-slate-500 lg:table-header-group">
          <tr>
            <th scope="col" className="px-2 py-2">{t("users.name")}</th>
            <th scope="col" className="px-2">{t("users.email")}</th>
            <th scope="col" className="px-2">{t("users.role")}</th>
            <th scope="col" className="px-2">{t("users.since")}</th>
            <th scope="col" className="px-2">{t("users.twoFactor")}</th>
            <th scope="col" className="px-2">{t("users.access")}</th>
          </tr>
        </thead>
        <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100">
          {users.map((user) => (
            <tr key={user.id} data-user={user.email} className="block rounded-lg border border-slate-200 p-3 lg:table-row lg:rounded-none lg:border-0 lg:p-0">
              <td className={cell}>
                <span className={label}>{t("users.name")}</span>
                <span className="min-w-0 break-words py-1.5 lg:py-0">
                  <span translate="no">{user.name}</span>
                  {user.id === meId && <span className="ml-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{t("you")}</span>}
                </span>
              </td>
              <td className={cell}>
                <span className={label}>{t("users.email")}</span>
                <span translate="no" className="min-w-0 break-all py-1.5 lg:py-0">
                  {user.email}
                </span>
              </td>
              <td className={cell}>
                <span className={label}>{t("users.role")}</span>
                <ActionForm action={actions.change} submit={t("users.save")} pendingLabel={t("saving")} spellErrors>
                  <input type="hidden" name="id" value={user.id} />
                  <select name="role" defaultValue={user.role} aria-label={t("users.roleOf", { email: user.email })} className={select}>
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleName(role)}
                      </option>
                    ))}
                  </select>
                </ActionForm>
              </td>
              <td className={cell}>
                <span className={label}>{t("users.since")}</span>
                <span className="py-1.5 lg:py-0 lg:whitespace-nowrap">{f.time(user.createdAt)}</span>
              </td>
              <td className={cell}>
                <span className={label}>{t("users.twoFactor")}</span>
                <ActionForm
                  action={actions.reset}
                  submit={user.twoFactor ? t("users.reset") : null}
                  pendingLabel={t("saving")}
                  danger
                  spellErrors
                  confirm={{ title: t("users.confirmReset.title", { name: user.name }), body: t("users.confirmReset.body"), confirm: t("users.confirmReset.confirm"), cancel }}
                  className="flex min-w-0 flex-wrap items-center gap-2"
                >
                  <input type="hidden" name="id" value={user.id} />
                  <span data-testid="two-factor" data-on={user.twoFactor} className="py-1.5 lg:py-0">
                    {user.twoFactor ? t("users.on") : t("users.off")}
                  </span>
                </ActionForm>
              </td>
              <td className={cell}>
                <span className={label}>{t("users.access")}</span>
                <ActionForm
                  action={actions.change}
                  submit={user.disabledAt ? t("users.enable") : t("users.disable")}
                  pendingLabel={t("saving")}
                  danger={!user.disabledAt}
                  spellErrors
                  confirm={
                    user.disabledAt
                      ? undefined
                      : { title: t("users.confirmDisable.title", { name: user.name }), body: t("users.confirmDisable.body", { email: user.email }), confirm: t("users.confirmDisable.confirm"), cancel }
                  }
                  className="flex flex-wrap items-center gap-2"
                >
                  <input type="hidden" name="id" value={user.id} />
                  <input type="hidden" name="disabled" value={user.disabledAt ? "false" : "true"} />
                  {user.disabledAt && (
                    <span data-testid="user-disabled" className="rounded bg-red-50 px-1.5 py-0.5 text-xs text-red-700">
                      {t("users.disabled")}
                    </span>
                  )}
                </ActionForm>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="pt-2 text-sm font-semibold">{t("users.add")}</h3>
      <ActionForm action={actions.create} submit={t("users.create")} pendingLabel={t("saving")} className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field label={t("users.name")} name="name" />
        <Field label={t("users.email")} name="email" type="email" />
        <Field label={t("users.role")} name="role">
          <select name="role" defaultValue="cashier" className={`mt-1 w-full ${select} px-3`}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("users.initialPassword")} name="password" type="password" />
      </ActionForm>
    </Card>
  );
}
