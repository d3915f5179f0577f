import { Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { SignInBox } from './SignInBox';
import type { StandalonePage } from './types';

/** The harness chrome: the remote's name, links to its pages that need no id, and the sign-in box. */
export function StandaloneFrame({ remote, pages }: { remote: string; pages: StandalonePage[] }) {
  const links = pages.filter((page) => !page.path.includes(':'));
  return (
    <Box>
      <Paper component="header" p="sm" radius={0} withBorder>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{remote} (standalone)</Text>
          <SignInBox />
        </Group>
        <Group component="nav" aria-label="Pages" gap="md" mt="xs" wrap="wrap">
          {links.map((page) => (
            <Anchor key={page.path} component={Link} to={page.path} size="sm">
              {page.path}
            </Anchor>
          ))}
        </Group>
      </Paper>
      <Box component="main" p="md">
        <Outlet />
      </Box>
    </Box>
  );
}
