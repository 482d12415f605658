import { redirect } from "next/navigation";
import { currentUser } from "@/app/_server/auth";
import { Nav } from "@/components/nav";
import { Providers } from "@/components/providers";
import { merchantConfig } from "@/lib/merchant/merchant-config";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  if (!user) redirect("/login");
  return (
    <Providers>
      <Nav user={user} sandbox={merchantConfig().sandbox} />
      <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
    </Providers>
  );
}
