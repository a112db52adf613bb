import { Box, Button, Typography } from '@mui/material';
import { Link, Route, useLocation } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { HOME_PAGE } from '../../custom-pages';
import { NotYet } from '../../custom-pages/not-yet/NotYet';
import { catalogueRouteFor, routeLabelKey } from '../navigation/routeCatalogue';
import { PROFILE_LINKS } from '../profile/ProfileMenu';

/** The label key of a page the shell links to, when no feature serves it yet. */
function plannedPageLabelKey(pathname: string): string | null {
  const route = catalogueRouteFor(pathname);
  if (route) return routeLabelKey(route);
  return PROFILE_LINKS.find((link) => pathname === link.to || pathname.startsWith(`${link.to}/`))?.labelKey ?? null;
}

/**
 * react-admin's catch-all, inside the layout: a page of the route catalogue that no feature
 * serves yet shows the 'Not Yet' screen naming it; any other path shows 'Page not found'.
 * A feature registered later (resource or custom route) takes its path over automatically.
 */
export const RoutePlaceholder = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const labelKey = plannedPageLabelKey(pathname);
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
      <Button component={Link} to={HOME_PAGE.path} variant="contained">
        {translate('spendboard.shell.not_found.home')}
      </Button>
    </Box>
  );
};

/** The placeholder below a resource react-admin serves no list for (`/departments/…`): its pages live elsewhere. */
export const placeholderRoute = <Route path="*" element={<RoutePlaceholder />} />;
