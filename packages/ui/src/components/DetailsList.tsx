import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * A record's view mode: labelled values to read, not greyed disabled inputs. Empty values show a
 * dash. Two columns from `sm` up, one on a phone.
 */
export function DetailsList({ details }: { details: Detail[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {details.map(({ label, value }) => (
        <Box key={label}>
          <Text component="dt" size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Box component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value === null || value === undefined || value === '' ? '-' : value}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
