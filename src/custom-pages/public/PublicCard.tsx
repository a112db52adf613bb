import { useEffect, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

type PublicCardProps = {
  /** i18n key of the page title (h1 and document title). */
  titleKey: string;
  /** i18n key of the line under the title. */
  subtitleKey?: string;
  /** i18n key of the browser tab's title when it is shorter than the page title. Default: `titleKey`. */
  documentTitleKey?: string;
  children: ReactNode;
};

/** The centred card of the sign-in and account pages: brand, title, content. */
export const PublicCard = ({ titleKey, subtitleKey, documentTitleKey = titleKey, children }: PublicCardProps) => {
  const translate = useTranslate();
  useEffect(() => {
    document.title = `${translate(documentTitleKey)} · ${translate('spendboard.app_name')}`;
  }, [translate, documentTitleKey]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }} variant="outlined">
        <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 3 }}>
          <Box>
            <Typography component="p" variant="h5" color="primary" fontWeight={700}>
              {translate('spendboard.app_name')}
            </Typography>
            <Typography component="h1" variant="h6" sx={{ mt: 2 }}>
              {translate(titleKey)}
            </Typography>
            {subtitleKey && (
              <Typography variant="body2" color="text.secondary">
                {translate(subtitleKey)}
              </Typography>
            )}
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
