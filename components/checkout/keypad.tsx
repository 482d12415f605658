"use client";

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0", "⌫"] as const;

/** A cash-register keypad: digits enter cents from the right ("1","2","5","0" → 12.50). */
export function Keypad({ cents, onChange }: { cents: string; onChange: (next: string) => void }) {
  const press = (key: (typeof KEYS)[number]) => {
    if (key === "⌫") return onChange(cents.slice(0, -1));
    const next = (cents + key).replace(/^0+/, "");
    if (next.length <= 9) onChange(next);
  };
  return (
    <div className="grid grid-cols-3 gap-3" role="group" aria-label="Amount keypad">
      {KEYS.map((key) => (
        <button
          key={key}
          type="button"
          onClick={() => press(key)}
          aria-label={key === "⌫" ? "Delete last digit" : key}
          className="h-16 rounded-2xl bg-white text-3xl font-medium text-slate-800 shadow-sm ring-1 ring-slate-200 active:scale-95 active:bg-slate-100 sm:h-20"
        >
          {key}
        </button>
      ))}
    </div>
  );
}
