import { createContext, useContext, type ReactNode } from 'react';
import type { SearchHitKind } from '../../domain/recordSearch';
import type { CatalogueRoute } from './manifest';

/** A page the profile menu links to: its path and the i18n key of its name. */
export type ShellPage = { path: string; labelKey: string };

/**
 * What the shell knows of the app's pages, handed down by `RouteCatalogueProvider`: the shell
 * (sidebar, search, breadcrumbs, gates, placeholders) reads it here and never imports a resource
 * or a custom page. `src/app/routeCatalogue.ts` assembles the app's from the manifests; a test
 * hands down a small one of its own.
 */
export type RouteCatalogue = {
  /** Every signed-in route of spec §2, served and planned, in the sidebar's order. */
  routes: readonly CatalogueRoute[];
  /** Patterns below unlocked routes that still need card services (People's cards and transfer tabs). */
  cardServicesLockedPaths: readonly string[];
  /** Every resource's list page: after a company switch a record's page lands on the list of its kind. */
  listPaths: readonly string[];
  /**
   * Where a record found by Ctrl+K opens, by kind: its detail page (a kind without one here is not
   * offered). A company has no page: the search asks to switch to it.
   */
  recordPaths?: Partial<Record<Exclude<SearchHitKind, 'company'>, (id: string) => string>>;
  /** The pages the shell links to by name. */
  pages: {
    home: string;
    /** The card-services onboarding page a locked entry leads to. */
    cardServices: string;
    /** The Cards list, where onboarding's last step sends the user. */
    cards: string;
    /** Organizations' Team tab, where a refused company switch sends the user. */
    organizationsTeam: string;
    myAccount: ShellPage;
    companySettings: ShellPage;
    /** 'Need Help?': the support request form. */
    support: ShellPage;
  };
};

const RouteCatalogueContext = createContext<RouteCatalogue | null>(null);

export const RouteCatalogueProvider = ({ catalogue, children }: { catalogue: RouteCatalogue; children: ReactNode }) => (
  <RouteCatalogueContext.Provider value={catalogue}>{children}</RouteCatalogueContext.Provider>
);

/** The catalogue handed down by `RouteCatalogueProvider`; a shell part rendered without one is a mistake and throws. */
export function useRouteCatalogue(): RouteCatalogue {
  const catalogue = useContext(RouteCatalogueContext);
  if (!catalogue) throw new Error('useRouteCatalogue: render the shell inside a <RouteCatalogueProvider>');
  return catalogue;
}
