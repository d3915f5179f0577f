import { clearToken } from '@apparel/api-client';
import { Burger, Button, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

interface TopBarProps {
  role: string;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** Title, Profile (manufacturers) and Logout. */
export function TopBar({ role, menuOpened, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
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
          aria-label="Toggle menu"
        />
        <Title order={4}>Apparel Admin</Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
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
