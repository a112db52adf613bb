import { describe, expect, it } from 'vitest';
import * as layout from '../../../src/domain/layout';

describe('layout constants', () => {
  it('are the spec sizes', () => {
    expect(layout.HEADER_HEIGHT).toBe(55);
    expect(layout.FOOTER_HEIGHT).toBe(45);
    expect(layout.SIDEBAR_WIDTH).toEqual({ desktop: 225, mobile: 275 });
    expect(layout.SIDEBAR_COLLAPSED_WIDTH).toEqual({ desktop: 55, mobile: 0 });
    expect(layout.RIGHT_DRAWER_WIDTHS).toEqual({ wide: 420, narrow: 298 });
    expect(layout.CHAT_DRAWER_WIDTH).toBe(450);
    expect(layout.COMPANY_DRAWER_WIDTH).toBe(500);
    expect(layout.BREAKPOINTS).toEqual({ narrow: 1400, drawerFullScreen: 900, mobile: 600 });
  });

  it('are the spec timings and counts', () => {
    expect(layout.SIDEBAR_COLLAPSE_DELAY_MS).toBe(200);
    expect(layout.NOTIFICATIONS_PAGE_SIZE).toBe(5);
    expect(layout.POPUP_NOTIFICATION).toEqual({
      autoHideMs: 3000,
      anchor: { vertical: 'bottom', horizontal: 'right' },
      severity: 'success',
    });
    expect(layout.DEFAULT_PAGE_SIZE).toBe(20);
    expect(layout.BREADCRUMB_MAX_ITEMS).toBe(5);
    expect(layout.ACTIVITY_THROTTLE_MS).toBe(500);
    expect(layout.IDLE_TIMEOUT_MS).toBe(0);
    expect(layout.CONFIRM_DIALOG_CLOSE_DELAY_MS).toBe(100);
    expect(layout.SUCCESS_DIALOG_DELAY_MS).toBe(100);
    expect(layout.CHAT_DROPDOWN_FOCUS_DELAYS_MS).toEqual([300, 100]);
    expect(layout.CHAT_INPUT_MAX_ROWS).toBe(4);
    expect(layout.REFETCH_ON_WINDOW_FOCUS).toBe(false);
    expect(layout.DEFAULT_COUNTRY_CODE).toBe('AE');
    expect(layout.DENY_LIST_RETRY_MS).toBe(3000);
  });
});

describe('viewportFlags', () => {
  it('switches strictly below each breakpoint', () => {
    expect(layout.viewportFlags(1400)).toEqual({ isNarrow: false, isDrawerFullScreen: false, isMobile: false });
    expect(layout.viewportFlags(1399)).toEqual({ isNarrow: true, isDrawerFullScreen: false, isMobile: false });
    expect(layout.viewportFlags(899)).toEqual({ isNarrow: true, isDrawerFullScreen: true, isMobile: false });
    expect(layout.viewportFlags(600).isMobile).toBe(false);
    expect(layout.viewportFlags(375)).toEqual({ isNarrow: true, isDrawerFullScreen: true, isMobile: true });
  });
});

describe('sidebarWidth', () => {
  it('is 225/275 expanded and 55/0 collapsed (desktop/mobile)', () => {
    expect(layout.sidebarWidth({ isMobile: false, collapsed: false })).toBe(225);
    expect(layout.sidebarWidth({ isMobile: true, collapsed: false })).toBe(275);
    expect(layout.sidebarWidth({ isMobile: false, collapsed: true })).toBe(55);
    expect(layout.sidebarWidth({ isMobile: true, collapsed: true })).toBe(0);
  });
});

describe('drawerWidth', () => {
  it('makes the small preset 460px when narrow and 560px otherwise', () => {
    expect(layout.drawerWidth('small', 1200)).toBe('460px');
    expect(layout.drawerWidth('small', 1600)).toBe('560px');
  });

  it('makes medium 600px and the default 30vw', () => {
    expect(layout.drawerWidth('medium', 1600)).toBe('600px');
    expect(layout.drawerWidth('default', 1600)).toBe('30vw');
  });

  it("makes wide and compact the right drawers' 420px and 298px at any width from 900px", () => {
    expect(layout.drawerWidth('wide', 1280)).toBe('420px');
    expect(layout.drawerWidth('wide', 900)).toBe('420px');
    expect(layout.drawerWidth('compact', 1600)).toBe('298px');
  });

  it("makes chat the assistant's 450px, narrow or not", () => {
    expect(layout.drawerWidth('chat', 1600)).toBe('450px');
    expect(layout.drawerWidth('chat', 1280)).toBe('450px');
    expect(layout.drawerWidth('chat', 900)).toBe('450px');
  });

  it('goes full screen under 900px', () => {
    for (const preset of ['wide', 'compact', 'chat', 'small', 'medium', 'default'] as const)
      expect(layout.drawerWidth(preset, 899)).toBe('100%');
  });
});

describe('isIdleWatcherEnabled', () => {
  it('is off for this build (timeout 0) and on for a positive timeout', () => {
    expect(layout.isIdleWatcherEnabled()).toBe(false);
    expect(layout.isIdleWatcherEnabled(0)).toBe(false);
    expect(layout.isIdleWatcherEnabled(-1)).toBe(false);
    expect(layout.isIdleWatcherEnabled(Number.NaN)).toBe(false);
    expect(layout.isIdleWatcherEnabled(15 * 60_000)).toBe(true);
  });
});
