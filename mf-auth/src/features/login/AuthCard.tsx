import { PRODUCT_NAME } from '@apparel/contracts';
import { ColorSchemeToggle } from '@apparel/ui';
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/** The product's name, shown above every sign-in screen. */

/**
 * The centred card of the sign-in screens: branding, the step's heading (the page's h1), then the
 * form. When the heading changes (the login mode was switched) focus moves to it, so keyboard and
 * screen-reader users land on the new step instead of the page's start.
 */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownHeading = useRef(heading);
  useEffect(() => {
    if (shownHeading.current === heading) return;
    shownHeading.current = heading;
    headingRef.current?.focus();
  }, [heading]);

  return (
    <Center mih="100vh" p="md" className="app-canvas" pos="relative">
      <Box pos="absolute" top={16} right={16}>
        <ColorSchemeToggle />
      </Box>
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <Text fw={700} fz="h2">
              {PRODUCT_NAME}
            </Text>
            <Text c="dimmed" size="sm">
              B2B apparel catalogue and ordering
            </Text>
          </Stack>
          <Title order={1} size="h4" ref={headingRef} tabIndex={-1}>
            {heading}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
