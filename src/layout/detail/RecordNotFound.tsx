import { Box, Button, Paper, Typography } from '@mui/material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { useActiveCompanyName } from '../company-switcher/useActiveCompanyName';
import { catalogueRouteFor, routeLabelKey } from '../navigation/routeCatalogue';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';
import { Breadcrumb } from './Breadcrumb';

/** The kinds of record a detail page shows; each has its own sentence (`spendboard.detail.not_found.in_company.<kind>`). */
export type RecordKind =
  'card' | 'person' | 'department' | 'role' | 'user' | 'expense' | 'bill' | 'request' | 'dispute' | 'salary_run' | 'funding_request';

export type RecordNotFoundProps = {
  kind: RecordKind;
  /** The list of the same kind: the breadcrumb's parent and the way back (its label comes from the route catalogue). */
  listPath: string;
};

/**
 * A record that is not there, or belongs to another company (a shared link, a company switch):
 * the breadcrumb, "This card was not found in Acme Trading LLC" and a link back to the list.
 * Every detail page shows this one page on a 404 (through `ShowRecord`).
 */
export const RecordNotFound = ({ kind, listPath }: RecordNotFoundProps) => {
  const translate = useTranslate();
  const company = useActiveCompanyName();
  const section = catalogueRouteFor(listPath, useRouteCatalogue().routes);
  const listLabel = section ? translate(routeLabelKey(section)) : listPath;
  const title = translate('spendboard.detail.not_found.title');
  const message = company
    ? translate(`spendboard.detail.not_found.in_company.${kind}`, { company })
    : translate(`spendboard.detail.not_found.in_this_company.${kind}`);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Breadcrumb items={[{ label: listLabel, path: listPath }, { label: title }]} />
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="record-not-found-message"
        sx={{ mt: 2, p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}
      >
        <SearchOffOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography id="record-not-found-message" component="h2" variant="h6">
          {message}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('spendboard.detail.not_found.hint')}
        </Typography>
        <Button variant="contained" component={Link} to={listPath}>
          {translate('spendboard.detail.not_found.back', { list: listLabel })}
        </Button>
      </Paper>
    </Box>
  );
};
