import { Box, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { useMenu } from './menus';

/** The id of the side menu, which the phone menu button controls. */
export const NAVBAR_ID = 'main-menu';

/**
 * The role's menu, under "Logged in as" and the role. The layout's navbar is the one navigation
 * landmark ("Main menu"); the list scrolls in a plain box with the browser's own scrollbar (Mantine's
 * ScrollArea measured itself after every page's first paint, a forced layout and a re-render of its
 * scrollbars: issue 20, phones).
 */
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
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto', scrollbarWidth: 'thin' }}>
        {menu.map((item) => (
          <MantineNavLink
            key={item.to}
            component={NavLink}
            to={item.to}
            label={item.label}
            onClick={onNavigate}
          />
        ))}
      </Box>
    </Stack>
  );
}
