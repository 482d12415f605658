import { ALL_EVENTS } from "@/lib/contract/webhook-events";

/**
 * The event types an endpoint receives, as checkboxes: "every type" (`*`) or some of them. With
 * "every type" ticked the others say nothing (the action reads `*` as every type).
 */
export function EventChoices({ name, legend, allLabel, types, chosen }: { name: string; legend: string; allLabel: string; types: string[]; chosen: string[] }) {
  const all = chosen.includes(ALL_EVENTS);
  return (
    <fieldset className="min-w-0 text-sm sm:col-span-2">
      <legend className="font-medium text-slate-700">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <label className="inline-flex min-h-11 items-center gap-2 sm:min-h-0">
          <input type="checkbox" name={name} value={ALL_EVENTS} defaultChecked={all} className="size-4" />
          {allLabel}
        </label>
        {types.map((type) => (
          <label key={type} className="inline-flex min-h-11 items-center gap-2 font-mono text-xs sm:min-h-0" translate="no">
            <input type="checkbox" name={name} value={type} defaultChecked={!all && chosen.includes(type)} className="size-4" />
            {type}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
