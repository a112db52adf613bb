import { Card, CardContent, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LANGUAGES, useLanguagePreference, useThemePreference } from '../../layout/profile/usePreferences';

/** Language and theme on My Account: the profile menu's preferences, the same hooks. */
export const PreferencesCard = () => {
  const translate = useTranslate();
  const theme = useThemePreference();
  const language = useLanguagePreference();
  return (
    <Card variant="outlined" component="section" aria-labelledby="preferences-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="preferences-title" variant="h6" component="h2">
          {translate('spendboard.my_account.preferences.title')}
        </Typography>
        <FormControl>
          <FormLabel id="preferences-language">{translate('spendboard.shell.profile.language')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="preferences-language"
            value={language.locale}
            onChange={(event) => language.choose(event.target.value)}
          >
            {LANGUAGES.map((option) => (
              <FormControlLabel
                key={option.locale}
                value={option.locale}
                control={<Radio />}
                label={<span lang={option.lang}>{translate(option.labelKey)}</span>}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {theme.enabled && (
          <FormControlLabel
            control={<Switch checked={theme.dark} onChange={(event) => theme.setDark(event.target.checked)} />}
            label={translate('spendboard.shell.profile.dark_mode')}
          />
        )}
      </CardContent>
    </Card>
  );
};
