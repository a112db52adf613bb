import dayjs, { type Dayjs } from 'dayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useLocaleState, useTranslate } from 'react-admin';
import { DATE_FORMATS, weekStartOf } from '../../domain/dates';

type DayCalendarProps = {
  /** The day shown as picked (YYYY-MM-DD), or '' for none. */
  value: string;
  /** Today (YYYY-MM-DD): the month the calendar opens on when no day is picked. */
  today: string;
  onPick: (day: string) => void;
};

/**
 * A dayjs locale of the reader's language for the calendar: its week starts as the UAE locale says, and its day
 * numbers stay Western digits like every date of the app (dayjs' Arabic writes Arabic-Indic ones).
 */
function calendarLocale(language: string): string {
  const base = language === 'ar' ? 'ar' : 'en';
  const name = `${base}-ae-calendar`;
  if (!dayjs.Ls[name]) {
    const locale = { ...dayjs.Ls[base], name, weekStart: weekStartOf(base), preparse: undefined, postformat: undefined };
    dayjs.locale(locale as ILocale, undefined, true);
  }
  return name;
}

/** The month calendar of DayInput/DayField's button (MUI X DateCalendar): its own chunk, loaded when first opened. */
export default function DayCalendar({ value, today, onPick }: DayCalendarProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const text = (key: string) => translate(`spendboard.calendar.${key}`);
  const picked = value ? dayjs(value, DATE_FORMATS.api, true) : null;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={calendarLocale(language)}
      localeText={{
        previousMonth: text('previous_month'),
        nextMonth: text('next_month'),
        calendarViewSwitchingButtonAriaLabel: (view) => text(view === 'year' ? 'year_view_open' : 'day_view_open'),
      }}
    >
      <DateCalendar
        autoFocus
        value={picked?.isValid() ? picked : null}
        referenceDate={dayjs(today, DATE_FORMATS.api)}
        onChange={(day: Dayjs | null, state) => {
          if (day && state === 'finish') onPick(day.format(DATE_FORMATS.api));
        }}
      />
    </LocalizationProvider>
  );
}
