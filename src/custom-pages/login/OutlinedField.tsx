import type { ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'id'> {
  id: string;
  label: string;
  helperText?: ReactNode;
}

/**
 * A labelled outlined input. MUI's TextField would do the same but brings Select,
 * Menu and Popover into the sign-in page's eager bundle.
 */
export const OutlinedField = ({ id, label, helperText, error, fullWidth, ...input }: OutlinedFieldProps) => {
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
