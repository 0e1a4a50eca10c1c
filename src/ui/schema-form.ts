import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldErrors, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useProblem } from './Problem.tsx';
import { toast } from './toasts.tsx';

/** The first message among a form's errors, nested ones included. */
function firstMessage(errors: FieldErrors): string | null {
  for (const error of Object.values(errors)) {
    if (!error) continue;
    if (typeof error.message === 'string' && error.message) return error.message;
    const nested = firstMessage(error as FieldErrors);
    if (nested) return nested;
  }
  return null;
}

/**
 * Every form's one idiom (issue #29): react-hook-form with a zod schema from src/domain. The first
 * problem is the form's one message, shown on top and as a toast (the spec's way), and it goes as
 * the person edits. `submit(save)` runs `save` with the schema's output; what `save` returns (a
 * refusal) is shown the same way.
 */
export function useSchemaForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });
  const [problem, setProblem, clearOnEdit] = useProblem();
  /** A refusal to show (a save's answer, a later step's check); anything else clears it. */
  const show = (message: unknown) => {
    const text = typeof message === 'string' && message ? message : null;
    setProblem(text);
    // Its alert says it to screen readers; the toast shows it where the eye is (ADR 054).
    if (text) toast.echo(text);
  };
  const submit = (save: (values: z.output<TSchema>) => Promise<unknown>) =>
    form.handleSubmit(
      async (values) => show(await save(values)),
      (errors) => show(firstMessage(errors)),
    );
  return { ...form, problem, setProblem: show, clearOnEdit, submit };
}
