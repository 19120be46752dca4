import type { Metadata } from "next";
import { FieldActionButton } from "@/components/admin/field-action-button";
import { Badge } from "@/components/ui/badge";
import { inputClass } from "@/components/ui/field";
import { requireAdmin } from "@/lib/auth/session";
import { formatDate } from "@/lib/format";
import { banUserAction, unbanUserAction } from "@/lib/users/actions";
import { listUsers } from "@/lib/users/queries";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage({ searchParams }: PageProps<"/admin/users">) {
  const session = await requireAdmin();
  const q = String((await searchParams).q ?? "").slice(0, 100) || undefined;
  const users = await listUsers({ q });
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Users</h1>
        <p className="text-slate-600">
          Site accounts. Banning ends a user&apos;s sessions at once and hides their pages.
        </p>
      </header>
      <form role="search" className="flex max-w-md gap-2">
        <label htmlFor="q" className="sr-only">
          Search users
        </label>
        <input
          id="q"
          name="q"
          defaultValue={q}
          placeholder="Search by e-mail or name..."
          className={inputClass}
        />
      </form>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200">
            <th className="py-2">E-mail</th>
            <th className="py-2">Status</th>
            <th className="py-2">Pages</th>
            <th className="py-2">Joined</th>
            <th className="py-2">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-b border-slate-100">
              <td className="py-2">
                {u.email}{" "}
                {u.role === "admin" ? <Badge className="bg-brand-100 text-brand-800">Admin</Badge> : null}
              </td>
              <td className="py-2">
                {u.banned ? (
                  <Badge className="bg-red-100 text-red-800">Banned</Badge>
                ) : u.emailVerified ? (
                  <Badge className="bg-green-100 text-green-800">Confirmed</Badge>
                ) : (
                  <Badge className="bg-amber-100 text-amber-900">Unconfirmed</Badge>
                )}
              </td>
              <td className="py-2">{u.pages}</td>
              <td className="py-2">{formatDate(u.createdAt)}</td>
              <td className="py-2">
                {u.id === session.user.id ? null : u.banned ? (
                  <FieldActionButton
                    action={unbanUserAction}
                    fields={{ userId: u.id }}
                    label={`Unban ${u.email}`}
                    pendingLabel="Unbanning..."
                  />
                ) : (
                  <FieldActionButton
                    action={banUserAction}
                    fields={{ userId: u.id }}
                    label={`Ban ${u.email}`}
                    pendingLabel="Banning..."
                    variant="danger"
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {users.length === 0 ? <p className="text-sm text-slate-600">No users found</p> : null}
    </div>
  );
}
