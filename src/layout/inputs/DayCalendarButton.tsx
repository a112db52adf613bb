import { lazy, Suspense, useRef, useState } from 'react';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { Box, CircularProgress, IconButton, InputAdornment, Popover } from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverToday } from '../../providers/serverToday';

/** MUI X's calendar and its adapter are loaded when a calendar is first opened: list pages do not carry them. */
const DayCalendar = lazy(() => import('./DayCalendar'));

type DayCalendarButtonProps = {
  /** The field's day (YYYY-MM-DD), or '' when none is whole. */
  value: string;
  onPick: (day: string) => void;
  disabled?: boolean;
};

/**
 * The calendar button at the end of a day field: a month calendar in a popover (arrow keys move, Enter picks,
 * Esc closes and focus returns to the button); picking a day writes it in the field and closes.
 */
export const DayCalendarButton = ({ value, onPick, disabled }: DayCalendarButtonProps) => {
  const translate = useTranslate();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const label = translate('spendboard.calendar.open');
  return (
    <InputAdornment position="end">
      <IconButton
        ref={button}
        size="small"
        edge="end"
        aria-label={label}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <CalendarMonthOutlined fontSize="small" />
      </IconButton>
      <Popover
        open={open}
        anchorEl={button.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('spendboard.calendar.title') } }}
      >
        <Suspense
          fallback={
            <Box sx={{ p: 3 }}>
              <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
            </Box>
          }
        >
          <DayCalendar
            value={value}
            today={serverToday()}
            onPick={(day) => {
              setOpen(false);
              onPick(day);
            }}
          />
        </Suspense>
      </Popover>
    </InputAdornment>
  );
};
