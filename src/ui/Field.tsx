import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { valueLabel } from '../domain/labels.ts';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PHONE_INPUT_MAX } from '../domain/limits.ts';

export const FIELD_STYLE =
  'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base';

type TTextFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string };

/** A labelled input; forwards its ref, so react-hook-form's register() can be spread on it. */
export const TextField = forwardRef<HTMLInputElement, TTextFieldProps>(function TextField(
  { id, label, hint, className = '', ...input },
  ref,
) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input ref={ref} id={id} className={FIELD_STYLE} {...input} />
      {hint && <p className="mt-1 text-sm text-stone-600">{hint}</p>}
    </div>
  );
});

type TPresetProps = Omit<TTextFieldProps, 'type' | 'inputMode'>;

/** A password: its cap and the password manager's hint set once (`isNew` for a password being chosen). */
export const PasswordField = forwardRef<HTMLInputElement, TPresetProps & { isNew?: boolean }>(
  function PasswordField({ isNew = false, ...props }, ref) {
    const autoComplete = isNew ? 'new-password' : 'current-password';
    return (
      <TextField ref={ref} type="password" maxLength={PASSWORD_MAX} autoComplete={autoComplete} {...props} />
    );
  },
);

/** A phone number: its cap, the phone's dialling keyboard and the browser's hint set once. */
export const PhoneField = forwardRef<HTMLInputElement, TPresetProps>(function PhoneField(props, ref) {
  return (
    <TextField
      ref={ref}
      type="tel"
      inputMode="tel"
      maxLength={PHONE_INPUT_MAX}
      autoComplete="tel"
      {...props}
    />
  );
});

/** A person's name: its cap set once. */
export const NameField = forwardRef<HTMLInputElement, TPresetProps>(function NameField(props, ref) {
  return <TextField ref={ref} maxLength={NAME_MAX} {...props} />;
});

/** An e-mail address: its cap, the phone's e-mail keyboard and the browser's hint set once. */
export const EmailField = forwardRef<HTMLInputElement, TPresetProps>(function EmailField(props, ref) {
  return (
    <TextField
      ref={ref}
      type="email"
      inputMode="email"
      maxLength={EMAIL_MAX}
      autoComplete="email"
      {...props}
    />
  );
});

type TTextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  hint?: ReactNode;
};

/** A labelled text area; its hint (a counter, advice) is announced with it. Forwards its ref. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TTextAreaFieldProps>(function TextAreaField(
  { id, label, hint, className = '', rows = 3, ...textarea },
  ref,
) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        className={`${FIELD_STYLE} py-2`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
});

type TSelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  children: ReactNode;
};

/** A labelled select; forwards its ref like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, TSelectFieldProps>(function SelectField(
  { id, label, className = '', children, ...select },
  ref,
) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select ref={ref} id={id} className={FIELD_STYLE} {...select}>
        {children}
      </select>
    </div>
  );
});

/** What a number field keeps of what was typed: digits (and one point for a decimal). */
export function onlyNumber(value: string, decimals = false): string {
  if (!decimals) return value.replace(/\D/g, '');
  const [whole = '', ...rest] = value.replace(/[^0-9.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
}

type TNumberFieldProps = Omit<TTextFieldProps, 'type' | 'inputMode'> & { decimals?: boolean };

/**
 * A number typed as text: digits only, so "1e1", "-3" or "2.5" for a count never get in (a
 * type="number" input accepts them). The phone shows its number pad.
 */
export const NumberField = forwardRef<HTMLInputElement, TNumberFieldProps>(function NumberField(
  { decimals = false, onChange, maxLength = decimals ? 9 : 3, ...props },
  ref,
) {
  return (
    <TextField
      ref={ref}
      {...props}
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      maxLength={maxLength}
      onChange={(event) => {
        event.target.value = onlyNumber(event.target.value, decimals);
        onChange?.(event);
      }}
    />
  );
});

/** One <option> per stored value, each read in the reader's language (a position, a level). */
export function ValueOptions({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {valueLabel(value)}
    </option>
  ));
}
