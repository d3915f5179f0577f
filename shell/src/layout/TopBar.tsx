import { clearToken, getProfile, profileQueryKey } from '@apparel/api-client';
import { PRODUCT_NAME } from '@apparel/contracts';
import { ColorSchemeToggle, useIsPhone } from '@apparel/ui';
import { Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AboutPanel } from './AboutPanel';
import { AccountMenu } from './AccountMenu';
import { NAVBAR_ID } from './SideMenu';

interface TopBarProps {
  role: string;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/**
 * The product's name, the signed-in user's name, the colour scheme, Profile (manufacturers), About
 * (super admin: the versions this tab runs) and Logout;
 * on a phone the name truncates and the actions fold into the account menu.
 */
export function TopBar({ role, menuOpened, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
  // Its own entry under the profile's key: saving the profile refreshes it, and the profile page
  // still loads (and meets an expired session) on its own.
  const profile = useQuery({
    queryKey: [...profileQueryKey, 'top-bar'],
    queryFn: ({ signal }) => getProfile({ signal }),
  });
  const phone = useIsPhone();
  const logout = () => {
    clearToken();
    navigate('/login');
  };
  const openProfile = role === 'MANUFACTURER' ? () => navigate('/manufacturer/profile') : null;
  const [aboutOpened, about] = useDisclosure(false);
  const openAbout = role === 'SUPER_ADMIN' ? about.open : null;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label="Menu"
          aria-expanded={menuOpened}
          aria-controls={NAVBAR_ID}
        />
        <Text fw={700} size="lg" truncate="end">
          {PRODUCT_NAME}
        </Text>
      </Group>
      {phone ? (
        <AccountMenu
          userName={profile.data?.name}
          onProfile={openProfile}
          onAbout={openAbout}
          onLogout={logout}
        />
      ) : (
        <Group gap="sm" wrap="nowrap">
          {profile.data ? (
            <Text size="sm" visibleFrom="sm" data-testid="signed-in-user">
              {profile.data.name}
            </Text>
          ) : null}
          <ColorSchemeToggle />
          {openProfile ? (
            <Button variant="default" onClick={openProfile}>
              Profile
            </Button>
          ) : null}
          {openAbout ? (
            <Button variant="default" onClick={openAbout}>
              About
            </Button>
          ) : null}
          <Button variant="light" color="red" onClick={logout}>
            Logout
          </Button>
        </Group>
      )}
      {openAbout ? <AboutPanel opened={aboutOpened} onClose={about.close} /> : null}
    </Group>
  );
}
