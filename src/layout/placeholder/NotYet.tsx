import { Box, Typography } from '@mui/material';
import SentimentSatisfiedAltOutlined from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import { useTranslate } from 'react-admin';

type NotYetProps = {
  /** The feature's name, shown in the message; 'this feature' when absent or blank. */
  label?: string | null;
};

/** 'Not Yet': a designed placeholder for a feature that is not available yet (spec §2 Shared screens). */
export const NotYet = ({ label }: NotYetProps) => {
  const translate = useTranslate();
  const feature = label?.trim() || translate('spendboard.not_yet.default_feature');
  return (
    <Box
      component="section"
      aria-labelledby="not-yet-title"
      sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center', py: 8, px: 2 }}
    >
      <SentimentSatisfiedAltOutlined color="primary" sx={{ fontSize: 64 }} aria-hidden />
      <Typography id="not-yet-title" component="h1" variant="h4" fontWeight={700}>
        {translate('spendboard.not_yet.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {translate('spendboard.not_yet.message', { feature })}
      </Typography>
    </Box>
  );
};
