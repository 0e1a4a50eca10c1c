/** A row of toggle buttons, each with the count of what it would show (spec: filters with counts). */
export function FilterChips<K extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { key: K; label: string; count: number }[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          aria-pressed={value === o.key}
          onClick={() => onChange(o.key)}
          className={`min-h-11 rounded-full px-4 text-sm font-semibold ${value === o.key ? 'bg-brand-700 text-white' : 'border border-stone-300 bg-white'}`}
        >
          {o.label} ({o.count})
        </button>
      ))}
    </fieldset>
  );
}
