import { Box, Button, Typography } from '@mui/material';
import { Link, Route, useLocation } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { catalogueRouteFor, routeLabelKey } from '../navigation/routeCatalogue';
import { useRouteCatalogue, type RouteCatalogue } from '../navigation/RouteCatalogueContext';
import { profileLinks } from '../profile/ProfileMenu';
import { NotYet } from './NotYet';

/** The label key of a page the shell links to, when no feature serves it yet. */
function plannedPageLabelKey(pathname: string, { routes, pages }: RouteCatalogue): string | null {
  const route = catalogueRouteFor(pathname, routes);
  if (route) return routeLabelKey(route);
  return profileLinks(pages).find((link) => pathname === link.to || pathname.startsWith(`${link.to}/`))?.labelKey ?? null;
}

/**
 * react-admin's catch-all, inside the layout: a page of the route catalogue that no feature
 * serves yet shows the 'Not Yet' screen naming it; any other path shows 'Page not found'.
 * A feature registered later (resource or custom route) takes its path over automatically.
 */
export const RoutePlaceholder = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const catalogue = useRouteCatalogue();
  const labelKey = plannedPageLabelKey(pathname, catalogue);
  if (labelKey) {
    const label = translate(labelKey);
    return (
      <>
        <Title title={label} />
        <NotYet label={label} />
      </>
    );
  }
  return (
    <Box component="section" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 8, textAlign: 'center' }}>
      <Title title={translate('spendboard.shell.not_found.title')} />
      <Typography component="h2" variant="h4" fontWeight={700}>
        404
      </Typography>
      <Typography color="text.secondary">{translate('spendboard.shell.not_found.message')}</Typography>
      <Button component={Link} to={catalogue.pages.home} variant="contained">
        {translate('spendboard.shell.not_found.home')}
      </Button>
    </Box>
  );
};

/** The placeholder below a resource react-admin serves no list for (`/departments/…`): its pages live elsewhere. */
export const placeholderRoute = <Route path="*" element={<RoutePlaceholder />} />;
