/**
 * Layout sizes, breakpoints and timings (spec §9), in one place. Pixels unless named.
 */

export const HEADER_HEIGHT = 55;
export const FOOTER_HEIGHT = 45;

export const SIDEBAR_WIDTH = { desktop: 225, mobile: 275 } as const;
export const SIDEBAR_COLLAPSED_WIDTH = { desktop: 55, mobile: 0 } as const;
export const SIDEBAR_COLLAPSE_DELAY_MS = 200;

export const RIGHT_DRAWER_WIDTHS = { wide: 420, narrow: 298 } as const;
export const CHAT_DRAWER_WIDTH = 450;
export const COMPANY_DRAWER_WIDTH = 500;

/** Viewport widths below which the layout changes (MUI `down()`: strictly below). */
export const BREAKPOINTS = { narrow: 1400, drawerFullScreen: 900, mobile: 600 } as const;

export type ViewportFlags = { isNarrow: boolean; isDrawerFullScreen: boolean; isMobile: boolean };

export function viewportFlags(viewportWidth: number): ViewportFlags {
  return {
    isNarrow: viewportWidth < BREAKPOINTS.narrow,
    isDrawerFullScreen: viewportWidth < BREAKPOINTS.drawerFullScreen,
    isMobile: viewportWidth < BREAKPOINTS.mobile,
  };
}

/** The sidebar's width: 225 / 275 expanded, 55 / 0 collapsed (desktop / mobile). */
export function sidebarWidth({ isMobile, collapsed }: { isMobile: boolean; collapsed: boolean }): number {
  const widths = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  return isMobile ? widths.mobile : widths.desktop;
}

/**
 * Right drawer presets (§9): `wide` and `compact` are the right drawers' 420 and 298 px; `chat` the
 * assistant's 450px; `small` is 460 when narrow, 560 otherwise; `medium` 600px; `default` 30vw. Full
 * screen under 900px.
 */
export type DrawerPreset = 'wide' | 'compact' | 'chat' | 'small' | 'medium' | 'default';
export const DRAWER_WIDTH = { smallNarrow: 460, small: 560, medium: 600, default: '30vw' } as const;

/** The CSS width of a right drawer: full screen under 900px, else its preset. */
export function drawerWidth(preset: DrawerPreset, viewportWidth: number): string {
  const { isNarrow, isDrawerFullScreen } = viewportFlags(viewportWidth);
  if (isDrawerFullScreen) return '100%';
  if (preset === 'wide') return `${RIGHT_DRAWER_WIDTHS.wide}px`;
  if (preset === 'compact') return `${RIGHT_DRAWER_WIDTHS.narrow}px`;
  if (preset === 'chat') return `${CHAT_DRAWER_WIDTH}px`;
  if (preset === 'small') return `${isNarrow ? DRAWER_WIDTH.smallNarrow : DRAWER_WIDTH.small}px`;
  if (preset === 'medium') return `${DRAWER_WIDTH.medium}px`;
  return DRAWER_WIDTH.default;
}

export const DEFAULT_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_SIZE = 5;
export const BREADCRUMB_MAX_ITEMS = 5;

export const POPUP_NOTIFICATION = {
  autoHideMs: 3000,
  anchor: { vertical: 'bottom', horizontal: 'right' },
  severity: 'success',
} as const;

export const CONFIRM_DIALOG_CLOSE_DELAY_MS = 100;
export const SUCCESS_DIALOG_DELAY_MS = 100;

/** Inactivity logout: 0 disables the watcher (this build). */
export const IDLE_TIMEOUT_MS = 0;
export const ACTIVITY_THROTTLE_MS = 500;

export const CHAT_DROPDOWN_FOCUS_DELAYS_MS = [300, 100] as const;
export const CHAT_INPUT_MAX_ROWS = 4;

/** Lists do not refetch when the window regains focus. */
export const REFETCH_ON_WINDOW_FOCUS = false;

export const DEFAULT_COUNTRY_CODE = 'AE';

/** The deny list is fetched again after a failure, every 3 s. */
export const DENY_LIST_RETRY_MS = 3000;

/** The idle watcher is mounted only for a timeout above 0. */
export function isIdleWatcherEnabled(idleTimeoutMs: number = IDLE_TIMEOUT_MS): boolean {
  return Number.isFinite(idleTimeoutMs) && idleTimeoutMs > 0;
}
