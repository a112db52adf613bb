import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { CardServicesPanel } from '../../custom-pages/card-services/CardServicesPanel';
import { isCardServicesActive } from '../../domain/cardServices';
import { useCardServicesState } from '../../providers/access/useCardServicesState';
import { needsCardServices } from '../navigation/cardServicesLock';
import { catalogueRouteFor, routeLabelKey } from '../navigation/routeCatalogue';

const LockedPage = ({ pathname }: { pathname: string }) => {
  const translate = useTranslate();
  const route = catalogueRouteFor(pathname);
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
  const cardServices = useCardServicesState();
  if (!needsCardServices(pathname)) return children;
  if (cardServices.loaded && isCardServicesActive({ enabled: cardServices.enabled, onboardingStatus: cardServices.status }))
    return children;
  return <LockedPage pathname={pathname} />;
};
