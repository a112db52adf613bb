import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

/** A password input whose eye button reveals what was typed. */
export const PasswordField = (props: OutlinedFieldProps) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggleLabel = translate(visible ? 'spendboard.auth.hide_password' : 'spendboard.auth.show_password');
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={toggleLabel} onClick={() => setVisible(!visible)} edge="end">
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
