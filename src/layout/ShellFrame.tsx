import { Suspense, type ComponentType, type ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { LayoutClasses, Loading, SkipNavigationButton, type AppBarProps, type SidebarProps } from 'react-admin';

type ShellFrameProps = {
  appBar: ComponentType<AppBarProps>;
  sidebar: ComponentType<SidebarProps>;
  menu: ComponentType;
  children: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * react-admin's Layout (same markup and RaLayout-* classes: skip link, app bar, sidebar with its menu, the page
 * under Suspense), without its preferences Inspector: the app has no configurable component, and the Inspector
 * read document.body.clientWidth on every render of the shell, a forced layout in the middle of each page's
 * first render (issue 38). No error boundary of its own: a rendering error goes on to the app's (Root.tsx),
 * as react-admin's did through RethrowRenderError.
 */
export const ShellFrame = ({ appBar: AppBar, sidebar: Sidebar, menu: Menu, children, sx }: ShellFrameProps) => (
  <Frame className="layout" sx={sx}>
    <SkipNavigationButton />
    <div className={LayoutClasses.appFrame}>
      <AppBar alwaysOn />
      <main className={LayoutClasses.contentWithSidebar}>
        <Sidebar appBarAlwaysOn>
          <Menu />
        </Sidebar>
        <div id="main-content" className={LayoutClasses.content}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </div>
      </main>
    </div>
  </Frame>
);

/** react-admin's RaLayout root styles (ra-ui-materialui's Layout.js), so the theme's RaLayout overrides still apply. */
const Frame = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars ?? theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars ?? theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
