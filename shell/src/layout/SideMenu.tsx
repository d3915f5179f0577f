import { NavLink as MantineNavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { useMenu } from './menus';

/** The role's menu, under "Logged in as" and the role. */
export function SideMenu({ role, onNavigate }: { role: string; onNavigate: () => void }) {
  const menu = useMenu(role);
  return (
    <Stack gap="xs" h="100%">
      <Text size="sm" c="dimmed">
        Logged in as{' '}
        <Text span fw={600} c="bright">
          {role}
        </Text>
      </Text>
      <ScrollArea component="nav" aria-label="Main menu" style={{ flex: 1 }}>
        {menu.map((item) => (
          <MantineNavLink
            key={item.to}
            component={NavLink}
            to={item.to}
            label={item.label}
            onClick={onNavigate}
          />
        ))}
      </ScrollArea>
    </Stack>
  );
}
