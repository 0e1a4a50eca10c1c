import { useState } from 'react';

/** A form's problem, announced to screen readers as it appears. */
export function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {text}
    </p>
  );
}

/**
 * A form's problem that goes away as soon as the user edits the form: it spoke of what was typed
 * then, and a stale "Passwords do not match" under corrected passwords misleads. The next check
 * (Next, Save) says again what is still wrong. Spread `clearOnEdit` on the form.
 */
export function useProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  const clearOnEdit = { onChange: () => setProblem(null) };
  return [problem, setProblem, clearOnEdit] as const;
}
