// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ShellFrame } from '../../../src/layout/ShellFrame';
import { renderInAdmin } from '../../support/renderInAdmin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Header = () => <header>Test header</header>;
const Side = ({ children }: { children?: ReactNode }) => <nav aria-label="Test sidebar">{children}</nav>;
const Menu = () => <a href="/cards">Cards</a>;

describe('ShellFrame: the signed-in frame', () => {
  it('lays out the skip link, the app bar, the sidebar with its menu and the page in #main-content', async () => {
    renderInAdmin(
      <ShellFrame appBar={Header} sidebar={Side} menu={Menu}>
        <p>The page</p>
      </ShellFrame>,
    );
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(screen.getByText('The page').closest('#main-content')?.className).toContain('RaLayout-content');
    expect(screen.getByRole('navigation', { name: 'Test sidebar' }).textContent).toBe('Cards');
    expect(screen.getByText('Test header').closest('.RaLayout-appFrame')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip to content' })).toBeTruthy();
  });

  it('reads no layout while rendering (react-admin’s Inspector read document.body.clientWidth on every render)', async () => {
    const clientWidth = vi.spyOn(document.body, 'clientWidth', 'get');
    renderInAdmin(
      <ShellFrame appBar={Header} sidebar={Side} menu={Menu}>
        <p>The page</p>
      </ShellFrame>,
    );
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(clientWidth).not.toHaveBeenCalled();
  });
});
