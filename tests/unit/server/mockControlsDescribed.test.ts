import express from 'express';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../../../server/mock-api/index.ts';
import { CONTROL_BASE_PATH, createControlRouter } from '../../../server/mock-api/control/controlRouter.ts';
import { controlsDescription, documentedControls } from '../../../server/mock-api/control/controlsDescription.ts';
import { registeredRoutes } from '../../support/registeredRoutes.ts';

const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('issue 37 item 5: every QA control is described in openapi/mock-controls.yaml', () => {
  const router = createControlRouter(createMockApi({ scale: 'default' }).context);
  const registered = registeredRoutes(router).map(key);
  const documented = documentedControls('').map(key);

  it('documents every control the router registers, and nothing it does not', () => {
    expect(registered.length).toBeGreaterThan(20);
    expect(
      registered.filter((route) => !documented.includes(route)),
      'registered but not in openapi/mock-controls.yaml',
    ).toEqual([]);
    expect(
      documented.filter((route) => !registered.includes(route)),
      'in openapi/mock-controls.yaml but not registered',
    ).toEqual([]);
  });

  it('sees a control added to the router (the comparison is not vacuous)', () => {
    const extended = createControlRouter(createMockApi({ scale: 'default' }).context);
    extended.use(
      '/extra',
      express.Router().get('/:id/thing', (_req, res) => res.end()),
    );
    expect(registeredRoutes(extended).map(key)).toContain('GET /extra/{id}/thing');
  });

  it('gives every control a one-line summary, and the file serves under /__mock', () => {
    for (const control of documentedControls(CONTROL_BASE_PATH)) {
      expect(control.path.startsWith(`${CONTROL_BASE_PATH}/`), key(control)).toBe(true);
      expect(control.summary, key(control)).toMatch(/^[^\n]{10,160}$/);
    }
    expect((controlsDescription().servers as { url: string }[])[0].url).toBe(CONTROL_BASE_PATH);
  });
});
