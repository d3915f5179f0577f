import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { RedirectToLogin, useValidSession } from '../routes/guards';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The authenticated layout of SPEC 2: side menu plus top bar around the page. */
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
      <AppShell.Header>
        <TopBar role={session.role} menuOpened={menuOpened} onToggleMenu={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <SideMenu role={session.role} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
