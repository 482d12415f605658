import Link from "next/link";

export const metadata = { title: "Not allowed" };

export default function ForbiddenPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-6">
      <h1 className="text-2xl font-semibold">Not allowed</h1>
      <p className="text-slate-600">Your role does not give access to this page. Ask an owner if you need it.</p>
      <Link href="/intents" className="font-medium text-indigo-700 underline">
        Back to payments
      </Link>
    </main>
  );
}
