"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { currentLink } from "./current-link";

export type NavLink = { href: string; label: string };

const linkClass =
  "flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-[current=page]:bg-indigo-50 aria-[current=page]:font-semibold aria-[current=page]:text-indigo-800 xl:min-h-9 xl:px-2.5 xl:aria-[current=page]:shadow-[inset_0_-2px_0_var(--color-indigo-600)]";

/**
 * The dashboard's navigation, one row at every width. Wide screens (≥ 1280 px: an owner's bar in
 * Spanish needs about 1 100) show the whole bar: the links, the live status, who is signed in and
 * Sign out. Narrower ones show the brand, the live status and a "Menu" button that opens the same
 * links and account controls below the bar (aria-expanded / aria-controls; Escape, a click
 * elsewhere or following a link closes it). The page the user is on is marked with
 * aria-current="page" and a visible style, nested pages under their section.
 */
export function NavMenu({
  brand,
  links,
  status,
  account,
  signOut,
  labels,
}: {
  brand: React.ReactNode;
  links: NavLink[];
  status: React.ReactNode;
  account: { href: string; name: string; role: string; label: string };
  signOut: React.ReactNode;
  labels: { main: string; menu: string };
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // Following a link closes the menu (the new page is what the person asked for).
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  const current = currentLink(pathname, links.map((link) => link.href));
  const onAccount = pathname === account.href || pathname.startsWith(`${account.href}/`);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 xl:gap-4">
      <Link href="/intents" className="flex shrink-0 items-center rounded-lg text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
        {brand}
      </Link>
      <div className="ml-auto min-w-0 overflow-hidden whitespace-nowrap xl:order-2">{status}</div>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-expanded:bg-slate-100 xl:hidden"
      >
        <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
        </svg>
        {labels.menu}
      </button>
      <div
        id={panelId}
        data-testid="nav-panel"
        className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-3.5rem)] flex-col gap-3 overflow-y-auto border-b border-slate-200 bg-white p-3 shadow-lg xl:contents`}
      >
        <nav aria-label={labels.main} className="xl:order-1 xl:min-w-0">
          <ul className="flex flex-col gap-1 xl:flex-row xl:items-center">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={link.href === current ? "page" : undefined} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-1 border-t border-slate-100 pt-3 xl:order-3 xl:flex-row xl:items-center xl:gap-2 xl:border-0 xl:pt-0">
          <Link href={account.href} data-testid="current-user" title={account.label} aria-current={onAccount ? "page" : undefined} className={`${linkClass} min-w-0 font-normal xl:max-w-56`}>
            <span translate="no" className="min-w-0 truncate">
              {account.name}
            </span>
            <span aria-hidden className="px-1">
              ·
            </span>
            <span className="shrink-0 font-medium">{account.role}</span>
          </Link>
          {signOut}
        </div>
      </div>
    </div>
  );
}
