"use client";

import { useId } from "react";

/** A PDF screen's one-of choice: a legend, then its options in a row of radio buttons. */
export function RadioChoices<T>({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.label} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
