/** One labelled on/off switch with its hint, as every settings list shows them. */
export function SwitchRow(props: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3">
      <input
        id={props.id}
        type="checkbox"
        role="switch"
        aria-checked={props.checked}
        aria-describedby={`${props.id}-hint`}
        className="mt-0.5"
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChange}
      />
      <span>
        {props.label}
        <span id={`${props.id}-hint`} className="block text-sm text-stone-600">
          {props.hint}
        </span>
      </span>
    </label>
  );
}
