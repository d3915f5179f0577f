import { MAIN_ID, SkipLink } from '@apparel/ui';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { RedirectToLogin, useValidSession } from '../routes/guards';
import { NAVBAR_ID, SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The authenticated layout of product.md §2: skip link, top bar, the labelled side menu and the main page. */
export function AppLayout() {
  const session = useValidSession();
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  if (!session) return <RedirectToLogin />;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <TopBar role={session.role} menuOpened={menuOpened} onToggleMenu={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" id={NAVBAR_ID} aria-label="Main menu">
        <SideMenu role={session.role} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
