import { useRetailers } from '@apparel/api-client';
import { RETAILER_TYPES, type RetailerType } from '@apparel/contracts';
import { Checkbox, Group, MultiSelect, Paper, Stack, Title } from '@mantine/core';

interface PriceListAssignmentProps {
  retailerIds: string[];
  retailerTypes: RetailerType[];
  error?: string;
  onRetailers: (ids: string[]) => void;
  onTypes: (types: RetailerType[]) => void;
}

/**
 * Who the list prices for: linked (ACCEPTED) retailers, searched by name, and retailer types
 * (product.md §15: a retailer's own list answers over its type's).
 */
export function PriceListAssignment(props: PriceListAssignmentProps) {
  const { retailerIds, retailerTypes, error, onRetailers, onTypes } = props;
  const links = useRetailers();
  const accepted = (links.data ?? [])
    .filter((link) => link.status === 'ACCEPTED')
    .map((link) => ({ value: String(link.retailer.id), label: link.retailer.name }));
  // A retailer assigned before its link ended still shows, so the save can drop it.
  const unknown = retailerIds
    .filter((id) => !accepted.some((option) => option.value === id))
    .map((id) => ({ value: id, label: `Retailer #${id}` }));
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        Assigned to
      </Title>
      <Stack>
        <MultiSelect
          label="Retailers"
          placeholder={retailerIds.length ? undefined : 'Search retailers'}
          searchable
          clearable
          hidePickedOptions
          data={[...accepted, ...unknown]}
          value={retailerIds}
          error={error}
          onChange={onRetailers}
          nothingFoundMessage={links.isPending ? 'Loading...' : 'No retailers found.'}
        />
        <Checkbox.Group
          label="Retailer types"
          value={retailerTypes}
          onChange={(value) => onTypes(value as RetailerType[])}
        >
          <Group mt="xs">
            {RETAILER_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={type} />
            ))}
          </Group>
        </Checkbox.Group>
      </Stack>
    </Paper>
  );
}
