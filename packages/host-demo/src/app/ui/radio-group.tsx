/**
 * Radio buttons in a fieldset: the legend, then one labelled radio per option (its label `${className}__option`);
 * with `labelClassName` the option's text sits in a span of that class (the segmented signup toggle).
 */
export function RadioGroup<V extends string>({
  className,
  legend,
  name,
  options,
  value,
  onChange,
  labelClassName,
}: {
  className: string;
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: string;
  onChange(value: V): void;
  labelClassName?: string;
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={`${className}__option`}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {labelClassName ? <span className={labelClassName}>{option.label}</span> : option.label}
        </label>
      ))}
    </fieldset>
  );
}
