import { describe, expect, it } from 'vitest';
import { importAnalysis, importCircles, importsUpTheLayers, readImportGraph, type ImportEdge } from '../support/importGraph';

const edge = (from: string, to: string, kind: Partial<Pick<ImportEdge, 'typeOnly' | 'dynamic'>> = {}): ImportEdge => ({
  from,
  to,
  typeOnly: false,
  dynamic: false,
  ...kind,
});

describe('the import analysis of src/ (docs/CONVENTIONS.md "Layers")', () => {
  it('finds circles through static and dynamic imports, not through type-only ones', () => {
    const lazyCircle = [edge('layout/a.ts', 'resources/b/index.ts'), edge('resources/b/index.ts', 'layout/a.ts', { dynamic: true })];
    expect(importAnalysis(lazyCircle).circles).toEqual([['layout/a.ts', 'resources/b/index.ts']]);
    expect(importAnalysis([lazyCircle[0]!, { ...lazyCircle[1]!, dynamic: false, typeOnly: true }]).filesInCircles).toBe(0);
    expect(importCircles([edge('domain/a.ts', 'domain/a.ts')])).toEqual([['domain/a.ts']]);
  });

  it('finds imports up the layers and across siblings, type-only ones included', () => {
    const upward = [
      edge('layout/navigation/x.ts', 'resources/cards/index.ts', { typeOnly: true }),
      edge('providers/session/y.tsx', 'layout/states/AppLoading.tsx'),
      edge('i18n/storedLocale.ts', 'api/client.ts'),
      edge('domain/z.ts', 'browser/browserStorage.ts'),
      edge('custom-pages/p/q.ts', 'App.tsx'),
    ];
    const downward = [
      edge('App.tsx', 'app/routeCatalogue.ts'),
      edge('app/routeCatalogue.ts', 'resources/index.ts'),
      edge('custom-pages/p/q.ts', 'resources/cards/paths.ts'),
      edge('resources/cards/index.ts', 'layout/navigation/manifest.ts'),
      edge('api/client.ts', 'i18n/storedLocale.ts'),
      edge('i18n/storedLocale.ts', 'browser/browserStorage.ts'),
    ];
    expect(importsUpTheLayers([...upward, ...downward])).toEqual(upward);
  });

  it('reads the real graph: every kind of import between the app’s files', () => {
    const edges = readImportGraph();
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual(edge('App.tsx', 'app/routeCatalogue.ts'));
    expect(edges).toContainEqual(edge('loadAdminApp.ts', 'App.tsx', { dynamic: true }));
    expect(edges).toContainEqual(edge('layout/navigation/RouteCatalogueContext.tsx', 'layout/navigation/manifest.ts', { typeOnly: true }));
  });

  it('finds no circle in src/ and no import up the layers', () => {
    const { circles, upward } = importAnalysis();
    expect(circles).toEqual([]);
    expect(upward.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });
});
