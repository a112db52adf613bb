import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { isCardServicesActive } from '../../domain/cardServices';
import { useCardServicesState } from '../../providers/access/useCardServicesState';
import { needsCardServices } from '../navigation/cardServicesLock';
import { catalogueRouteFor, routeLabelKey } from '../navigation/routeCatalogue';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';
import { CardServicesPanel } from './CardServicesPanel';

const LockedPage = ({ pathname }: { pathname: string }) => {
  const translate = useTranslate();
  const route = catalogueRouteFor(pathname, useRouteCatalogue().routes);
  return (
    <>
      {route && <Title title={translate(routeLabelKey(route))} />}
      <CardServicesPanel />
    </>
  );
};

/**
 * Spec §2, §4: a route that needs card services (a manifest's `cardServicesLock` entry and what
 * lies below it, or one of its `cardServicesLockedPaths`) shows the onboarding panel instead of
 * its content while card services are off or onboarding is incomplete — also when opened by URL.
 * Until the company's state is known the panel's loading state shows, so no locked page flashes.
 */
export const CardServicesGate = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const catalogue = useRouteCatalogue();
  const cardServices = useCardServicesState();
  if (!needsCardServices(pathname, catalogue)) return children;
  if (cardServices.loaded && isCardServicesActive({ enabled: cardServices.enabled, onboardingStatus: cardServices.status }))
    return children;
  return <LockedPage pathname={pathname} />;
};
