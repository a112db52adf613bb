import { Checkbox, type CheckboxProps } from '@mui/material';

/**
 * A select-all box: checked, indeterminate (some) or empty. MUI marks the indeterminate state with
 * aria-checked="mixed" only; the native `indeterminate` property must agree or axe reports
 * aria-conditional-attr, so it is set on the input too.
 */
export const TriStateCheckbox = ({ indeterminate = false, ...props }: CheckboxProps) => (
  <Checkbox
    {...props}
    indeterminate={indeterminate}
    inputRef={(input: HTMLInputElement | null) => {
      if (input) input.indeterminate = indeterminate;
    }}
  />
);
