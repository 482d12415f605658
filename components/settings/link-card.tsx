import Link from "next/link";
import { Card } from "./card";

/** A settings section that is a page of its own: what it is, in a sentence, and the way there. */
export function LinkCard({ title, id, body, href, open }: { title: string; id: string; body: string; href: string; open: string }) {
  return (
    <Card title={title} id={id}>
      <p className="text-sm text-slate-600">{body}</p>
      <Link href={href} className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50">
        {open}
      </Link>
    </Card>
  );
}
