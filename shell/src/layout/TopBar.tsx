import { clearToken, getProfile, profileQueryKey } from '@apparel/api-client';
import { ColorSchemeToggle } from '@apparel/ui';
import { Burger, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { NAVBAR_ID } from './SideMenu';

interface TopBarProps {
  role: string;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** The product's name, the signed-in user's name, the colour scheme, Profile (manufacturers) and Logout. */
export function TopBar({ role, menuOpened, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
  // Its own entry under the profile's key: saving the profile refreshes it, and the profile page
  // still loads (and meets an expired session) on its own.
  const profile = useQuery({
    queryKey: [...profileQueryKey, 'top-bar'],
    queryFn: ({ signal }) => getProfile({ signal }),
  });
  const logout = () => {
    clearToken();
    navigate('/login');
  };
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label="Menu"
          aria-expanded={menuOpened}
          aria-controls={NAVBAR_ID}
        />
        <Text fw={700} size="lg">
          Apparel Admin
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {profile.data ? (
          <Text size="sm" visibleFrom="sm" data-testid="signed-in-user">
            {profile.data.name}
          </Text>
        ) : null}
        <ColorSchemeToggle />
        {role === 'MANUFACTURER' ? (
          <Button variant="default" onClick={() => navigate('/manufacturer/profile')}>
            Profile
          </Button>
        ) : null}
        <Button variant="light" color="red" onClick={logout}>
          Logout
        </Button>
      </Group>
    </Group>
  );
}
