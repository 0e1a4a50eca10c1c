/** The steps of a wizard, the current one marked for screen readers. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="mb-6 flex gap-2" aria-label="Steps">
      {steps.map((label, i) => (
        <li
          key={label}
          aria-current={i === current ? 'step' : undefined}
          className={`flex-1 rounded-full py-1 text-center text-sm font-semibold ${i <= current ? 'bg-brand-700 text-white' : 'bg-stone-200 text-stone-700'}`}
        >
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
