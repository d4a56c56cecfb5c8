import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import classes from './LeadFormPage.module.css';

type LeadFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onValue: (value: string) => void;
  /** Shown inside the box before the input (the phone's +1). */
  readonly prefix?: ReactNode;
  readonly inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input; its error sits under it and is tied to it for screen readers. */
export function LeadField({ id, label, value, error, onValue, prefix, inputRef, ...input }: LeadFieldProps) {
  const errorId = `${id}-error`;
  const prefixId = `${id}-prefix`;
  const describedBy = [prefix ? prefixId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.box} data-invalid={error ? true : undefined}>
        {prefix && (
          <span id={prefixId} className={classes.prefix}>
            {prefix}
          </span>
        )}
        <input
          {...input}
          ref={inputRef}
          id={id}
          name={id}
          className={classes.input}
          value={value}
          onChange={(event) => onValue(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          required
        />
      </div>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
