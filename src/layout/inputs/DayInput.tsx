import { TextInput, useSourceContext, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DATE_FORMATS, formatDayField, parseDayField, validateDayField } from '../../domain/dates';
import { DayCalendarButton } from './DayCalendarButton';

/** The calendar button of a DayInput: it reads and writes the form's value of the input. */
const FormDayCalendarButton = ({ source, disabled }: { source: string; disabled?: boolean }) => {
  const name = useSourceContext().getSource(source);
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name });
  return (
    <DayCalendarButton
      value={typeof value === 'string' && validateDayField(value) === undefined ? value : ''}
      disabled={disabled}
      onPick={(day) => setValue(name, day, { shouldDirty: true, shouldTouch: true, shouldValidate: true })}
    />
  );
};

/**
 * A day typed as DD/MM/YYYY (spec §9), kept as YYYY-MM-DD (the API's format). It also reads
 * "1/11/2026", "01112026", "01-11-2026" and "01.11.2026" (parseDisplayDate), or is picked from the
 * month calendar of its button. Unlike the browser's date input it shows the app's format whatever the
 * browser's language; a date not finished yet is invalid, so a filter form waits for a whole date before it filters.
 */
export const DayInput = ({ validate, ...props }: Omit<TextInputProps, 'format' | 'parse'>) => (
  <TextInput
    {...props}
    format={formatDayField}
    parse={parseDayField}
    validate={[...(Array.isArray(validate) ? validate : validate ? [validate] : []), validateDayField]}
    placeholder={DATE_FORMATS.date}
    slotProps={{
      htmlInput: { inputMode: 'numeric', maxLength: 10 },
      input: {
        endAdornment: props.readOnly ? undefined : <FormDayCalendarButton source={props.source} disabled={props.disabled} />,
      },
    }}
    // react-admin's filter form hides helper texts; a wrong day still says what is expected.
    sx={{ '& .MuiFormHelperText-root.Mui-error': { display: 'block' } }}
  />
);
