import { redirect } from "next/navigation";
import { currentUser } from "@/app/_server/auth";
import { landingPage } from "@/lib/dashboard/users/landing-page";

/** `/`: each role's own page (a cashier's is the till); signed out, the sign-in page, which comes back here. */
export default async function Home() {
  const user = await currentUser();
  if (!user) redirect("/login?callbackUrl=%2F");
  redirect(landingPage(user.role));
}
