import { useEffect } from 'react';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../../../domain/redirect';
import { LEGAL_DOCUMENTS, type LegalDocumentId } from './legalDocuments';
import { useLegalText } from './useLegalText';

/** A readable legal page: title, date, introduction, one section per heading, links to the others. */
export const LegalDocument = ({ id }: { id: LegalDocumentId }) => {
  const translate = useTranslate();
  const text = useLegalText();
  const { textKey, sections } = LEGAL_DOCUMENTS[id];
  const title = text(`${textKey}.title`);
  useEffect(() => {
    document.title = `${title} · ${translate('spendboard.app_name')}`;
  }, [title, translate]);

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 4, sm: 6 } }}>
      <Typography component="p" variant="h5" color="primary" fontWeight={700}>
        {translate('spendboard.app_name')}
      </Typography>
      <Typography component="h1" variant="h3" fontWeight={700} sx={{ mt: 3 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {text('updated')}
      </Typography>
      <Typography sx={{ mt: 3 }}>{text(`${textKey}.intro`)}</Typography>
      {sections.map((section) => (
        <Box component="section" key={section} sx={{ mt: 4 }} aria-labelledby={`legal-${section}`}>
          <Typography id={`legal-${section}`} component="h2" variant="h5" fontWeight={600}>
            {text(`${textKey}.sections.${section}.heading`)}
          </Typography>
          <Typography sx={{ mt: 1 }}>{text(`${textKey}.sections.${section}.body`)}</Typography>
        </Box>
      ))}
      <Stack component="nav" aria-label={text('nav_label')} direction="row" flexWrap="wrap" gap={3} sx={{ mt: 6 }}>
        {Object.entries(LEGAL_DOCUMENTS)
          .filter(([other]) => other !== id)
          .map(([other, document]) => (
            <Link key={other} component={RouterLink} to={document.path}>
              {text(`${document.textKey}.title`)}
            </Link>
          ))}
        <Link component={RouterLink} to={LOGIN_PATH}>
          {text('back_to_sign_in')}
        </Link>
      </Stack>
    </Container>
  );
};
