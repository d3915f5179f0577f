import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { StandalonePage } from './types';

// Mantine components here are ones other pages already use: packages/ui is scanned for the shell's
// tree-shaken copy (packages/mf-config used-exports.ts), so a new one would grow every first render.

/**
 * `/` of a remote's dev server (and any path none of its pages matches): the remote's pages, linked
 * when their path needs no id. The shell owns `/` in the composed app; this exists only here.
 */
export function StandaloneIndex({ remote, pages }: { remote: string; pages: StandalonePage[] }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="sm">
      <Title order={2}>{remote} pages</Title>
      {pathname === '/' ? null : (
        <Text role="alert">
          No page of {remote} at{' '}
          <Text span ff="monospace">
            {pathname}
          </Text>
          .
        </Text>
      )}
      <Box component="ul" m={0}>
        {pages.map((page) => (
          <Box component="li" key={page.path}>
            {page.path.includes(':') ? (
              <Text span size="sm">
                {page.path}{' '}
                <Text span c="dimmed" size="sm">
                  (open it with a real id)
                </Text>
              </Text>
            ) : (
              <Anchor component={Link} to={page.path} size="sm">
                {page.path}
              </Anchor>
            )}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
