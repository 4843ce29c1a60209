import type { CountryOption } from '@/lib/countries';
import { Field, selectClass } from '@/components/ui/form-parts';

const countryOption = ({ code, name }: CountryOption) => (
  <option key={code} value={code}>
    {name}
  </option>
);

/** The signup's and the profile's country: every country, named and sorted in the page's language (decision 029). */
export function CountrySelect({
  id,
  name,
  label,
  placeholder,
  countries,
  defaultValue,
  required = false,
  error,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  countries: CountryOption[];
  defaultValue: string;
  /** Required: the placeholder cannot be chosen back. */
  required?: boolean;
  error?: string | undefined;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        autoComplete="country"
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClass}
      >
        <option value="" disabled={required}>
          {placeholder}
        </option>
        {countries.map(countryOption)}
      </select>
    </Field>
  );
}
