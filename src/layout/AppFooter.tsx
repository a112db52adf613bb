import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { FOOTER_HEIGHT } from '../domain/layout';
import { PUBLIC_PATHS } from '../domain/publicRoutes';

const FOOTER_LINKS = [
  { to: PUBLIC_PATHS.privacyPolicy, labelKey: 'spendboard.shell.footer.privacy' },
  { to: PUBLIC_PATHS.terms, labelKey: 'spendboard.shell.footer.terms' },
] as const;

/** Spec §1, §9: 45 px footer with the privacy policy and terms links and the card-issuer disclosure. */
export const AppFooter = () => {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{
        minHeight: FOOTER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 0.5,
        mt: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        flexWrap: { xs: 'wrap', md: 'nowrap' },
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {translate('spendboard.shell.footer.rights', { year: new Date().getFullYear() })}
      </Typography>
      {FOOTER_LINKS.map(({ to, labelKey }) => (
        <MuiLink key={to} component={Link} to={to} variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate(labelKey)}
        </MuiLink>
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 200, lineHeight: 1.3 }}>
        {translate('spendboard.shell.footer.disclosure')}
      </Typography>
    </Box>
  );
};
