import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { P } from './PortfolioParts';

/** A portfolio filter: one choice or all (the first item, '' as its value). */
export const FilterSelect = ({
  id,
  label,
  value,
  onChange,
  choices,
  allLabel,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: { id: string; name: string }[];
  allLabel?: string;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{allLabel ?? translate(`${P}.approval.all`)}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
