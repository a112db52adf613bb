import { BooleanInput } from 'react-admin';
import { SettingsSection, useSectionReadOnly } from './SettingsSection';

const DarkModeInput = () => (
  <BooleanInput source="dark_mode_enabled" readOnly={useSectionReadOnly()} helperText="resources.company-settings.help.dark_mode_enabled" />
);

/** Whether the profile menu offers the dark theme (config `dark_mode_enabled`; update dark mode setting). */
export const DarkModeSection = ({ readOnly }: { readOnly: boolean }) => (
  <SettingsSection section="dark_mode" readOnly={readOnly}>
    <DarkModeInput />
  </SettingsSection>
);
