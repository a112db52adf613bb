import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_FORMATS, formatDayField, parseDayField, validateDayField } from '../../domain/dates';
import { DayCalendarButton } from './DayCalendarButton';

type DayFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The day as the API has it (YYYY-MM-DD), or '' when none. */
  value: string;
  /** A whole real day (YYYY-MM-DD), or '' once the field is emptied; nothing while a day is unfinished. */
  onChange: (day: string) => void;
};

/** Typed text long enough to be a whole day: an unfinished one is not flagged while it is typed. */
const WHOLE_DAY_LENGTH = 8;

/**
 * `DayInput`'s twin outside a react-admin form (Analytics, Reports, Smart Comply): DD/MM/YYYY on
 * screen in both languages, typed with or without separators, YYYY-MM-DD to its page; a day that is
 * not a real one says so under the field and changes nothing. Its button opens a month calendar.
 */
export const DayField = ({ value, onChange, error, helperText, onBlur, slotProps, ...props }: DayFieldProps) => {
  const translate = useTranslate();
  const [text, setText] = useState(formatDayField(value));
  const [shown, setShown] = useState(value);
  const [left, setLeft] = useState(false);
  // A day set from outside (a period preset, Back) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    setText(formatDayField(value));
  }
  const typed = parseDayField(text);
  const invalid = typed !== null && validateDayField(typed) !== undefined;
  const flagged = invalid && (left || text.trim().length >= WHOLE_DAY_LENGTH);
  return (
    <TextField
      {...props}
      value={text}
      placeholder={DATE_FORMATS.date}
      error={flagged || error}
      helperText={flagged ? translate('spendboard.validation.day') : helperText}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const next = event.target.value;
        const day = parseDayField(next);
        setLeft(false);
        if (day === null) {
          setText(next);
          setShown('');
          onChange('');
        } else if (validateDayField(day) === undefined) {
          setText(formatDayField(day));
          setShown(day);
          onChange(day);
        } else setText(next);
      }}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 10 },
        input: {
          endAdornment: (
            <DayCalendarButton
              value={shown}
              disabled={props.disabled}
              onPick={(day) => {
                setText(formatDayField(day));
                setShown(day);
                setLeft(false);
                onChange(day);
              }}
            />
          ),
        },
      }}
    />
  );
};
