import { requirePermission } from "@/app/_server/auth";
import { getDb } from "@/lib/db/client";
import { formatTime } from "@/lib/merchant/format";
import { merchantConfig } from "@/lib/merchant/merchant-config";
import { listUsers } from "@/lib/merchant/users/list-users";

export const metadata = { title: "Settings" };

export default async function SettingsPage() {
  await requirePermission("settings:manage");
  const users = await listUsers((await getDb()).prisma);
  const prefs = merchantConfig();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      <section aria-labelledby="users-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="users-heading" className="text-base font-semibold">Users</h2>
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="py-2">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Since</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.id} data-user={user.email}>
                <td className="py-2">{user.name}</td>
                <td>{user.email}</td>
                <td>{user.role}</td>
                <td>{formatTime(user.createdAt, prefs)}</td>
                <td>{user.disabledAt ? "disabled" : "active"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
