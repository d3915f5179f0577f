import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The product's name, shown above every sign-in screen. */
export const PRODUCT_NAME = 'Apparel Admin';

/** The centred card of the sign-in screens: branding, what this step is for, then the form. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <Title order={1} size="h2">
              {PRODUCT_NAME}
            </Title>
            <Text c="dimmed" size="sm">
              B2B apparel catalogue and ordering
            </Text>
          </Stack>
          <Title order={2} size="h4">
            {heading}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
