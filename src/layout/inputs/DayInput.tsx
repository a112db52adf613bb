import { TextInput, type TextInputProps } from 'react-admin';
import { DATE_FORMATS, formatDayField, parseDayField, validateDayField } from '../../domain/dates';

/**
 * A day typed as DD/MM/YYYY (spec §9), kept as YYYY-MM-DD (the API's format). It also reads
 * "1/11/2026", "01112026", "01-11-2026" and "01.11.2026" (parseDisplayDate). Unlike the
 * browser's date input it shows the app's format whatever the browser's language; a date not
 * finished yet is invalid, so a filter form waits for a whole date before it filters.
 */
export const DayInput = ({ validate, ...props }: Omit<TextInputProps, 'format' | 'parse'>) => (
  <TextInput
    {...props}
    format={formatDayField}
    parse={parseDayField}
    validate={[...(Array.isArray(validate) ? validate : validate ? [validate] : []), validateDayField]}
    placeholder={DATE_FORMATS.date}
    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
    // react-admin's filter form hides helper texts; a wrong day still says what is expected.
    sx={{ '& .MuiFormHelperText-root.Mui-error': { display: 'block' } }}
  />
);
