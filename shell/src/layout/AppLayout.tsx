import { MAIN_ID, SkipLink, useIsPhone } from '@apparel/ui';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { RedirectToLogin, useValidSession } from '../routes/guards';
import { NAVBAR_ID, SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/**
 * The side menu on a phone, where it sits off-screen until its button opens it: inert while closed
 * (Tab used to walk through its hidden links), and its links join the page on the first open, not
 * in every page's first render and layout (issue 20, phones). Elsewhere it is always there.
 */
function useSideMenu() {
  const phone = useIsPhone();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [mounted, setMounted] = useState(false);
  if ((opened || !phone) && !mounted) setMounted(true);
  return { opened, toggle, close, hidden: phone && !opened, mounted: mounted || opened || !phone };
}

/** The authenticated layout of product.md §2: skip link, top bar, the labelled side menu and the main page. */
export function AppLayout() {
  const session = useValidSession();
  const menu = useSideMenu();
  if (!session) return <RedirectToLogin />;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menu.opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <TopBar role={session.role} menuOpened={menu.opened} onToggleMenu={menu.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" id={NAVBAR_ID} aria-label="Main menu" inert={menu.hidden}>
        {menu.mounted ? <SideMenu role={session.role} onNavigate={menu.close} /> : null}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
