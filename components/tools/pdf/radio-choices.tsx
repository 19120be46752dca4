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
  /** `hint`: said after the label, lighter (what the choice is good for). */
  choices: readonly { value: T; label: string; hint?: string }[];
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
          {choice.hint ? (
            <>
              <span className="font-medium">{choice.label}</span>
              <span className="text-slate-500">{choice.hint}</span>
            </>
          ) : (
            choice.label
          )}
        </label>
      ))}
    </fieldset>
  );
}
